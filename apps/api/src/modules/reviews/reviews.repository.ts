import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notHidden } from '../../platform/hidden-content.js';
import { deletedAny, updatedAny } from '../../platform/row-changes.js';
import { pageByCreation } from '../../platform/table-page.js';
import { type ReviewReplyRow, type ReviewRow, reviewReplies, reviews } from './reviews.table.js';

export interface ReviewPageQuery {
  offset: number;
  limit: number;
}

export function createReviewsRepository(db: Db) {
  async function page(condition: SQL, { offset, limit }: ReviewPageQuery) {
    // Reviews an admin hid leave every public list.
    const where = and(condition, notHidden('review', reviews.id));
    // Newest first, over reviews_*_created_idx.
    return pageByCreation(db, reviews, where, { offset, limit });
  }

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Every review the user wrote, for their data export. */
    exportOf: (userId: string) =>
      db.select().from(reviews).where(eq(reviews.reviewerId, userId)).orderBy(asc(reviews.createdAt)),
    /**
     * Writes the reviewer's one review of the business; undefined when they already have one. One statement, so of
     * two submissions at the same moment exactly one is stored.
     */
    async insertOnce(
      values: {
        id: string;
        businessId: string;
        reviewerId: string;
        rating: number;
        comment: string;
        verified: boolean;
      },
      tx: Db | Tx = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .insert(reviews)
        .values(values)
        .onConflictDoNothing({ target: [reviews.businessId, reviews.reviewerId] })
        .returning({ id: reviews.id });
      return row?.id;
    },

    async findById(id: string): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },

    /** Changes a review only when it is the reviewer's own; false otherwise. */
    async updateOwn(
      id: string,
      reviewerId: string,
      values: { rating: number; comment: string; verified: boolean },
    ): Promise<boolean> {
      return updatedAny(
        db,
        reviews,
        { ...values, updatedAt: new Date() },
        and(eq(reviews.id, id), eq(reviews.reviewerId, reviewerId)),
      );
    },

    /** The reviewer's review of the business, if any, becomes verified (in the completing transaction). */
    async markVerified(tx: Tx, reviewerId: string, businessId: string): Promise<void> {
      await tx
        .update(reviews)
        .set({ verified: true })
        .where(
          and(eq(reviews.reviewerId, reviewerId), eq(reviews.businessId, businessId), eq(reviews.verified, false)),
        );
    },

    /** Deletes a review only when it is the reviewer's own. */
    async deleteOwn(id: string, reviewerId: string): Promise<boolean> {
      return deletedAny(db, reviews, and(eq(reviews.id, id), eq(reviews.reviewerId, reviewerId)));
    },

    /** The replies of these reviews. */
    async repliesOf(reviewIds: readonly string[]): Promise<ReviewReplyRow[]> {
      if (reviewIds.length === 0) return [];
      return db
        .select()
        .from(reviewReplies)
        .where(inArray(reviewReplies.reviewId, [...reviewIds]));
    },

    /** Writes the business's answer to the review, or replaces it; whether it is new. */
    async saveReply(reviewId: string, businessId: string, content: string): Promise<boolean> {
      const now = new Date();
      const [row] = await db
        .insert(reviewReplies)
        .values({ reviewId, businessId, content, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { content, updatedAt: now } })
        .returning({ createdAt: reviewReplies.createdAt });
      return row!.createdAt.getTime() === now.getTime();
    },

    async deleteReply(reviewId: string, businessId: string): Promise<boolean> {
      return deletedAny(
        db,
        reviewReplies,
        and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.businessId, businessId)),
      );
    },

    pageForBusiness: (businessId: string, query: ReviewPageQuery) => page(eq(reviews.businessId, businessId), query),

    pageForReviewer: (reviewerId: string, businessId: string | undefined, query: ReviewPageQuery) =>
      page(
        businessId
          ? and(eq(reviews.reviewerId, reviewerId), eq(reviews.businessId, businessId))!
          : eq(reviews.reviewerId, reviewerId),
        query,
      ),
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
