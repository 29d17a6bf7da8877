import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { countedPageSchema, entityIds, isoDateTime, pageQuerySchema, timestamps } from './api.js';
import { REVIEW_LIMITS, reviewCommentSchema, reviewRatingSchema } from './reviews.js';
import { trimmedText } from './trimmed-text.js';

/**
 * Product reviews (docs/product.md 'Product reviews'): only a buyer of a delivered order of the product writes one,
 * once, and may edit it; the product's seller may reply once. The product's rating and review count are theirs.
 *   GET  /api/products/{id}/reviews?page&limit → `ProductReviewPage` (+ `mine` and `canReview` for a signed-in caller)
 *   POST /api/products/{id}/reviews `{ rating, comment }` → 201 `{ review }`; 403 PRODUCT_REVIEW_NOT_ALLOWED,
 *        409 PRODUCT_REVIEW_EXISTS
 *   PUT  /api/product-reviews/{id} `{ rating, comment }` → `{ review }` (its author)
 *   POST /api/product-reviews/{id}/reply `{ reply }` → `{ review }` (the product's seller, once; 409 after)
 */
export const productReviewInputSchema = z.object({ rating: reviewRatingSchema, comment: reviewCommentSchema });
export type ProductReviewInput = z.input<typeof productReviewInputSchema>;

export const productReviewReplySchema = z.object({
  reply: trimmedText(
    errorMessages.REVIEW_REPLY_REQUIRED,
    2,
    REVIEW_LIMITS.commentMax,
    errorMessages.REVIEW_REPLY_TOO_LONG,
  ),
});

export const productReviewSchema = z.object({
  ...entityIds,
  productId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** Always true: only buyers of a delivered order can write one. */
  verifiedPurchase: z.literal(true),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  reply: z.object({ text: z.string(), at: isoDateTime }).nullable(),
  ...timestamps,
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const productReviewResponseSchema = z.object({ review: productReviewSchema });
export const productReviewPageQuerySchema = pageQuerySchema({
  size: REVIEW_LIMITS.pageSize,
  max: REVIEW_LIMITS.maxPageSize,
});
export const productReviewPageSchema = countedPageSchema('reviews', productReviewSchema).extend({
  /** The caller's own review of the product, when signed in and written. */
  mine: productReviewSchema.nullable(),
  /** The caller may write a review now (a delivered purchase and none written yet). */
  canReview: z.boolean(),
});
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>;
