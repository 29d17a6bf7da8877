import type { Report } from '@otousta/shared/schemas/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/reports/{id}/hide or …/dismiss. Hidden content leaves every public list. */
export const resolveReport = ({ id, action }: { id: string; action: 'hide' | 'dismiss' }) =>
  api.post<{ report: Report }>(`/admin/reports/${encodeURIComponent(id)}/${action}`);

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    // Public lists (reviews, feed, listing) may now read differently, so everything cached is refreshed.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
