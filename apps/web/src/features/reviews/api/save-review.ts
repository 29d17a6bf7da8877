import type { Review } from '@otousta/shared/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SaveReviewInput {
  businessId: string;
  /** The review being edited; without it a new one is written. */
  reviewId?: string;
  rating: number;
  comment: string;
}

/** Spec §4 'Review': creates with POST /api/reviews when none exists, updates with PUT /api/reviews/{id}. */
export const saveReview = ({ businessId, reviewId, rating, comment }: SaveReviewInput) =>
  (reviewId
    ? api.put<{ review: Review }>(`/reviews/${encodeURIComponent(reviewId)}`, { rating, comment })
    : api.post<{ review: Review }>('/reviews', { businessId, rating, comment })
  ).then((body) => body.review);

export function useSaveReview({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
      onSaved?.();
    },
  });
}
