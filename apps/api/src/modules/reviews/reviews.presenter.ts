import type { Review, ReviewPage } from '@otousta/shared/schemas/reviews';
import type { ReviewList, ReviewWithReviewer } from './reviews.service.js';

/** docs/product.md §3 'Review': reviewerId carries the reviewer's name and photos. */
export function toReview(row: ReviewWithReviewer): Review {
  return {
    _id: row.id,
    id: row.id,
    businessId: row.businessId,
    rating: row.rating,
    comment: row.comment,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewerId: { _id: row.reviewer.id, ...row.reviewer },
    reply: row.reply && {
      content: row.reply.content,
      createdAt: row.reply.createdAt.toISOString(),
      updatedAt: row.reply.updatedAt.toISOString(),
      businessName: row.reply.businessName,
    },
  };
}

export const toReviewPage = (list: ReviewList): ReviewPage => ({
  reviews: list.reviews.map(toReview),
  pagination: list.pagination,
});
