import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/reviews/{id}/reply: only the reviewed business removes its answer. */
export const deleteReply = (reviewId: string) => api.delete<void>(`/reviews/${encodeURIComponent(reviewId)}/reply`);

export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
