import type { AdminBusiness } from '@otousta/shared/schemas/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /api/admin/businesses/{id}/verification: the 'Doğrulanmış' badge on or off. */
export const setVerification = ({ id, isVerified }: { id: string; isVerified: boolean }) =>
  api.patch<{ business: AdminBusiness }>(`/admin/businesses/${encodeURIComponent(id)}/verification`, { isVerified });

export function useSetVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVerification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'businesses'] }),
  });
}
