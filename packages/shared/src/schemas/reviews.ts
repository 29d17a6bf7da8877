import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { characterCount } from '../text/characters.js';
import { countedPageSchema, entityIds, pageQuerySchema, timestamps } from './api.js';
import { trimmedText } from './trimmed-text.js';

/** docs/product.md §5 'Review' and §9: rating 1-5 (default 5), comment 10-500 characters, 10 reviews per page. */
export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  defaultRating: 5,
  commentMin: 10,
  commentMax: 500,
  pageSize: 10,
  maxPageSize: 50,
  /** The business's public answer (docs/product.md §10 'Business replies'). */
  replyMin: 10,
  replyMax: 1000,
} as const;

/** The comment as it is stored and counted: surrounding blanks do not count towards the 10 characters. */
export const reviewCommentLength = (comment: string): number => characterCount(comment.trim());

export const reviewRatingSchema = z
  .number({ error: errorMessages.INVALID_RATING })
  .int(errorMessages.INVALID_RATING)
  .min(REVIEW_LIMITS.ratingMin, errorMessages.INVALID_RATING)
  .max(REVIEW_LIMITS.ratingMax, errorMessages.INVALID_RATING);

export const reviewCommentSchema = trimmedText(
  errorMessages.REVIEW_COMMENT_TOO_SHORT,
  REVIEW_LIMITS.commentMin,
  REVIEW_LIMITS.commentMax,
  errorMessages.REVIEW_COMMENT_TOO_LONG,
);

const id = z.string().min(1).max(64);

/** POST /api/reviews: creates the reviewer's review of the business, or updates the one they already wrote. */
export const createReviewSchema = z.object({
  businessId: id,
  rating: reviewRatingSchema,
  comment: reviewCommentSchema,
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

/** PUT /api/reviews/{id}. */
export const updateReviewSchema = z.object({ rating: reviewRatingSchema, comment: reviewCommentSchema });
export type UpdateReviewInput = z.input<typeof updateReviewSchema>;

export const reviewPageQuerySchema = pageQuerySchema({ size: REVIEW_LIMITS.pageSize, max: REVIEW_LIMITS.maxPageSize });

/** GET /api/reviews/user/{id}: the user's reviews, optionally only the one of a business (the review form's state). */
export const userReviewsQuerySchema = reviewPageQuerySchema.extend({ businessId: id.optional() });

/** PUT /api/reviews/{id}/reply: the reviewed business's one public answer, 10-1000 characters, editable. */
export const reviewReplyInputSchema = z.object({
  content: trimmedText(
    errorMessages.REPLY_TOO_SHORT,
    REVIEW_LIMITS.replyMin,
    REVIEW_LIMITS.replyMax,
    errorMessages.REPLY_TOO_LONG,
  ),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

export const reviewReplySchema = z.object({
  content: z.string(),
  ...timestamps,
  businessName: z.string(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** docs/product.md §3 'Review': the reviewer comes with the name and photos shown beside the comment. */
export const reviewSchema = z.object({
  ...entityIds,
  businessId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  verified: z.boolean().describe('yazan, işletmede tamamlanmış bir randevusu olan müşteri (Doğrulanmış hizmet)'),
  ...timestamps,
  reviewerId: z.object({
    ...entityIds,
    firstName: z.string(),
    lastName: z.string(),
    photos: z.array(z.string()),
  }),
  /** The business's answer, or null. */
  reply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = z.object({ review: reviewSchema });

export const reviewPageSchema = countedPageSchema('reviews', reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;
