import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, writeTimes } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

/**
 * Ratings and comments of businesses (docs/product.md §3 'Review'). One per reviewer and business. The business's
 * users.rating and users.review_count are derived from these rows by the reviews_rating_* triggers (migration
 * 0002), so they stay exact whichever way a review goes, including a reviewer's account deletion.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text().primaryKey(),
    businessId: cascadeRef(() => users.id),
    reviewerId: cascadeRef(() => users.id),
    rating: smallint().notNull(),
    comment: text().notNull(),
    /**
     * The reviewer had a completed appointment at the business ('Doğrulanmış hizmet', docs/product.md §10 'Verified
     * reviews'). Set when the review is written and when such an appointment is completed; users.verified_review_count
     * follows it through the reviews_verified_* triggers (migration 0014).
     */
    verified: boolean().notNull().default(false),
    ...writeTimes(),
  },
  (t) => [
    unique('reviews_business_reviewer_unique').on(t.businessId, t.reviewerId),
    // A business's reviews newest first, page by page.
    index('reviews_business_created_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    index('reviews_reviewer_created_idx').on(t.reviewerId, t.createdAt.desc(), t.id.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length', sql`char_length(${t.comment}) between 10 and 500`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

/**
 * The reviewed business's one public answer to a review (docs/product.md §10 'Business replies'): 10-1000 characters,
 * editable, removable; it goes with the review.
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: text()
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    businessId: cascadeRef(() => users.id),
    content: text().notNull(),
    ...writeTimes(),
  },
  (t) => [check('review_replies_content_length', sql`char_length(${t.content}) between 10 and 1000`)],
);

export type ReviewReplyRow = typeof reviewReplies.$inferSelect;
