import type { Review } from '@otousta/shared/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/reviews/{id}/reply: the reviewed business writes or edits its one public answer (docs/product.md §10). */
export const saveReply = ({ reviewId, content }: { reviewId: string; content: string }) =>
  api.put<{ review: Review }>(`/reviews/${encodeURIComponent(reviewId)}/reply`, { content });

export function useSaveReply({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReply,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
      onSaved?.();
    },
  });
}
