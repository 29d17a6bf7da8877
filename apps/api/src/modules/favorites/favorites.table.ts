import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** Businesses a user keeps as favourites (docs/product.md 'Garage, favourites and fitment'); gone with either account. */
export const favoriteBusinesses = pgTable(
  'favorite_businesses',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId] }),
    index('favorite_businesses_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Products a user keeps as favourites; gone with the account or the product. */
export const favoriteProducts = pgTable(
  'favorite_products',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorite_products_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
