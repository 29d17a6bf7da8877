import { api } from '../../../lib/api-client';
import { useReviewChange } from './review-change';

/** DELETE /api/reviews/{id}: only the author may (docs/product.md §6). */
export const deleteReview = (reviewId: string) => api.delete<void>(`/reviews/${encodeURIComponent(reviewId)}`);

export const useDeleteReview = ({ onDeleted }: { onDeleted?: () => void } = {}) =>
  useReviewChange(deleteReview, onDeleted);
