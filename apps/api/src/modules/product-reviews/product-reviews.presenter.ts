import type { ProductReview } from '@otousta/shared/schemas/product-reviews';
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
