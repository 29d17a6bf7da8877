import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notHidden } from '../../platform/hidden-content.js';
import { users } from '../users/users.table.js';
import { type ReviewRow, reviews } from './reviews.table.js';

/** A review with the reviewer's name and photos, as every answer shows it. */
export interface ReviewWithReviewer extends ReviewRow {
  reviewer: { id: string; firstName: string; lastName: string; photos: string[] };
}

export interface ReviewPageQuery {
  offset: number;
  limit: number;
}

const withReviewer = {
  ...getTableColumns(reviews),
  reviewer: { id: users.id, firstName: users.firstName, lastName: users.lastName, photos: users.photos },
};

export function createReviewsRepository(db: Db) {
  async function page(condition: SQL, { offset, limit }: ReviewPageQuery) {
    // Reviews an admin hid leave every public list.
    const where = and(condition, notHidden('review', reviews.id));
    const [rows, [totals]] = await Promise.all([
      db
        .select(withReviewer)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.reviewerId))
        .where(where)
        // Newest first; the id breaks ties so pages never overlap (reviews_*_created_idx).
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(reviews).where(where),
    ]);
    return { rows: rows as ReviewWithReviewer[], total: Number(totals?.total ?? 0) };
  }

  return {
    /**
     * Writes the reviewer's one review of the business; undefined when they already have one. One statement, so of
     * two submissions at the same moment exactly one is stored.
     */
    async insertOnce(values: {
      id: string;
      businessId: string;
      reviewerId: string;
      rating: number;
      comment: string;
    }): Promise<string | undefined> {
      const [row] = await db
        .insert(reviews)
        .values(values)
        .onConflictDoNothing({ target: [reviews.businessId, reviews.reviewerId] })
        .returning({ id: reviews.id });
      return row?.id;
    },

    async findById(id: string): Promise<ReviewWithReviewer | undefined> {
      const [row] = await db
        .select(withReviewer)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.reviewerId))
        .where(eq(reviews.id, id));
      return row as ReviewWithReviewer | undefined;
    },

    /** Changes a review only when it is the reviewer's own; false otherwise. */
    async updateOwn(id: string, reviewerId: string, values: { rating: number; comment: string }): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(reviews.id, id), eq(reviews.reviewerId, reviewerId)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Deletes a review only when it is the reviewer's own. */
    async deleteOwn(id: string, reviewerId: string): Promise<boolean> {
      const rows = await db
        .delete(reviews)
        .where(and(eq(reviews.id, id), eq(reviews.reviewerId, reviewerId)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Whether an account exists, and what kind: reviews are written for active businesses only. */
    async account(id: string): Promise<{ userType: 'musteri' | 'isletme'; isActive: boolean } | undefined> {
      const [row] = await db
        .select({ userType: users.userType, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, id));
      return row;
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
