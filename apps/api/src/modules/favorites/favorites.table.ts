import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz } from '../../platform/columns.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';

/** Businesses a user keeps as favourites (docs/product.md 'Garage, favourites and fitment'); gone with either account. */
export const favoriteBusinesses = pgTable(
  'favorite_businesses',
  {
    userId: cascadeRef(() => users.id),
    businessId: cascadeRef(() => users.id),
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
    userId: cascadeRef(() => users.id),
    productId: cascadeRef(() => products.id),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorite_products_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
