import type { AdminBusiness } from '@otousta/shared/schemas/moderation';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** PATCH /api/admin/businesses/{id}/verification: the 'Doğrulanmış' badge on or off. */
export const setVerification = ({ id, isVerified }: { id: string; isVerified: boolean }) =>
  api.patch<{ business: AdminBusiness }>(`/admin/businesses/${encodeURIComponent(id)}/verification`, { isVerified });

export function useSetVerification() {
  return useRefreshingMutation(setVerification, ['admin', 'businesses'], 'settled');
}
