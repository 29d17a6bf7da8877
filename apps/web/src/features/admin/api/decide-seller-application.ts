import type { AdminSellerApplication } from '@otousta/shared/schemas/shop';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export type ApplicationDecision = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** POST /api/admin/seller-applications/{id}/approve, or …/reject with the reason. */
export const decideSellerApplication = (decision: ApplicationDecision) =>
  decision.approve
    ? api.post<{ data: AdminSellerApplication }>(
        `/admin/seller-applications/${encodeURIComponent(decision.id)}/approve`,
      )
    : api.post<{ data: AdminSellerApplication }>(
        `/admin/seller-applications/${encodeURIComponent(decision.id)}/reject`,
        {
          reason: decision.reason,
        },
      );

export function useDecideSellerApplication() {
  return useRefreshingMutation(decideSellerApplication, ['admin', 'seller-applications'], 'settled');
}
