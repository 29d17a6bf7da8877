import type { CountedPagination } from '@otousta/shared/schemas/api';
import type { ProductReview, ProductReviewPage } from '@otousta/shared/schemas/product-reviews';
import type { ProductReviewRow } from './product-reviews.table.js';

export function toProductReview(row: ProductReviewRow): ProductReview {
  return {
    _id: row.id,
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    comment: row.comment,
    verifiedPurchase: true,
    author: { id: row.authorId, name: row.authorName },
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of a product's reviews, with the caller's own and whether they may write one (as the orders' pages). */
export const toProductReviewPage = (page: {
  reviews: ProductReviewRow[];
  pagination: CountedPagination;
  mine: ProductReviewRow | null;
  canReview: boolean;
}): ProductReviewPage => ({
  reviews: page.reviews.map(toProductReview),
  pagination: page.pagination,
  mine: page.mine && toProductReview(page.mine),
  canReview: page.canReview,
});
