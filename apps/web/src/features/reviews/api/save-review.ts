import type { Review } from '@otousta/shared/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export interface SaveReviewInput {
  businessId: string;
  /** The review being edited; without it a new one is written. */
  reviewId?: string;
  rating: number;
  comment: string;
}

/** docs/product.md §4 'Review': creates with POST /api/reviews when none exists, updates with PUT /api/reviews/{id}. */
export const saveReview = ({ businessId, reviewId, rating, comment }: SaveReviewInput) =>
  (reviewId
    ? api.put<{ review: Review }>(`/reviews/${encodeURIComponent(reviewId)}`, { rating, comment })
    : api.post<{ review: Review }>('/reviews', { businessId, rating, comment })
  ).then((body) => body.review);

export interface SaveReviewCallbacks {
  onSaved?: () => void;
  /** The user had already reviewed the business (another tab or device): the API's message, their review reloaded. */
  onExists?: (message: string) => void;
}

export function useSaveReview({ onSaved, onExists }: SaveReviewCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
      onSaved?.();
    },
    onError: async (error) => {
      if (!isApiError(error) || error.code !== 'REVIEW_EXISTS') return;
      onExists?.(error.message);
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
