import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz, writeTimes } from '../../platform/columns.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';

/**
 * A verified buyer's review of a product (docs/product.md 'Product reviews'): one per buyer and product, editable; the
 * seller replies once. The product's rating and review count are recomputed from these rows on every change.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: text().primaryKey(),
    productId: cascadeRef(() => products.id),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    rating: integer().notNull(),
    comment: text().notNull(),
    reply: text(),
    repliedAt: timestamptz(),
    ...writeTimes(),
  },
  (t) => [
    uniqueIndex('product_reviews_one_per_author_idx').on(t.productId, t.authorId),
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type ProductReviewRow = typeof productReviews.$inferSelect;
