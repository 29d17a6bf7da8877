import type { AdminSellerApplication } from '@otousta/shared/schemas/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSellerApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'seller-applications'] }),
  });
}
