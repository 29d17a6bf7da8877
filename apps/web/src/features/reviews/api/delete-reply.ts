import { api } from '../../../lib/api-client';
import { useReviewChange } from './review-change';

/** DELETE /api/reviews/{id}/reply: only the reviewed business removes its answer. */
export const deleteReply = (reviewId: string) => api.delete<void>(`/reviews/${encodeURIComponent(reviewId)}/reply`);

export const useDeleteReply = () => useReviewChange(deleteReply);
