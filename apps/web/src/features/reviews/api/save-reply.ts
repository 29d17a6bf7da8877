import type { Review } from '@otousta/shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { useReviewChange } from './review-change';

/** PUT /api/reviews/{id}/reply: the reviewed business writes or edits its one public answer (docs/product.md §10). */
export const saveReply = ({ reviewId, content }: { reviewId: string; content: string }) =>
  api.put<{ review: Review }>(`/reviews/${encodeURIComponent(reviewId)}/reply`, { content });

export const useSaveReply = ({ onSaved }: { onSaved?: () => void } = {}) => useReviewChange(saveReply, onSaved);
