import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pageByCreation } from '../../platform/table-page.js';
import { type ProductReviewRow, productReviews } from './product-reviews.table.js';

export function createProductReviewsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async page(productId: string, offset: number, limit: number) {
      return pageByCreation(db, productReviews, eq(productReviews.productId, productId), { offset, limit });
    },

    async findById(id: string): Promise<ProductReviewRow | undefined> {
      const [row] = await db.select().from(productReviews).where(eq(productReviews.id, id));
      return row;
    },

    async findOwn(productId: string, authorId: string): Promise<ProductReviewRow | undefined> {
      const [row] = await db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), eq(productReviews.authorId, authorId)));
      return row;
    },

    async insert(tx: Tx, values: typeof productReviews.$inferInsert): Promise<ProductReviewRow> {
      const [row] = await tx.insert(productReviews).values(values).returning();
      return row!;
    },

    async updateOwn(
      tx: Tx,
      id: string,
      authorId: string,
      values: { rating: number; comment: string },
    ): Promise<ProductReviewRow | undefined> {
      const [row] = await tx
        .update(productReviews)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(productReviews.id, id), eq(productReviews.authorId, authorId)))
        .returning();
      return row;
    },

    /** Sets the reply when there is none yet; undefined when the review already has one. */
    async replyOnce(tx: Tx, id: string, reply: string): Promise<ProductReviewRow | undefined> {
      const [row] = await tx
        .update(productReviews)
        .set({ reply, repliedAt: new Date() })
        .where(and(eq(productReviews.id, id), isNull(productReviews.reply)))
        .returning();
      return row;
    },

    /** The average rating (one decimal) and the number of reviews of a product. */
    async ratingOf(tx: Tx, productId: string): Promise<{ rating: number; count: number }> {
      const [row] = await tx
        .select({
          rating: sql<number>`coalesce(round(avg(${productReviews.rating}), 1), 0)`.mapWith(Number),
          count: count(),
        })
        .from(productReviews)
        .where(eq(productReviews.productId, productId));
      return { rating: row?.rating ?? 0, count: Number(row?.count ?? 0) };
    },
  };
}
