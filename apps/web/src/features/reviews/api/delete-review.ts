import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/reviews/{id}: only the author may (docs/product.md §6). */
export const deleteReview = (reviewId: string) => api.delete<void>(`/reviews/${encodeURIComponent(reviewId)}`);

export function useDeleteReview({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
      onDeleted?.();
    },
  });
}
