import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { cascadeRef, versionCounter, writeTimes } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

const emptyList = sql`'{}'::text[]`;

/**
 * Spare parts on sale (docs/product.md §3 'Product form'). Money is kept in kuruş (integers), so sums are exact. Stock
 * can never go below zero (check constraint): checkout takes it with a conditional update that fails instead.
 */
export const products = pgTable(
  'products',
  {
    id: text().primaryKey(),
    sellerId: cascadeRef(() => users.id),
    name: text().notNull(),
    description: text().notNull(),
    brand: text().notNull(),
    category: text().notNull(),
    condition: text({ enum: ['new', 'used', 'refurbished'] }).notNull(),
    priceKurus: integer().notNull(),
    originalPriceKurus: integer(),
    stock: integer().notNull(),
    status: text({ enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    photos: text().array().notNull().default(emptyList),
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    salesCount: integer().notNull().default(0),
    /** Turkish-folded name, brand, description and category label (docs/decisions/017-turkish-text-folding.md) for search. */
    searchText: text().notNull().default(''),
    /**
     * 'type|brand|model key' of every vehicle row of the product's fitment ('' for every model of a brand), written by
     * the fitment module with its rows; their digests (`fitHashes`) let a catalogue page walking an order rule out a
     * product that cannot fit, and it asks the fitment index about the rest (decision 030).
     */
    fitModels: text().array().notNull().default(emptyList),
    /**
     * A 32-bit digest of each of `fit_models` (`digests_of`, migration 0029), small enough to sit in the order
     * indexes: a walk rules out a product that cannot fit from the index entry alone, and a digest that matches by
     * chance only costs the fitment check that follows.
     */
    fitHashes: integer().array().notNull().generatedAlwaysAs(sql`digests_of(fit_models)`),
    /** 'Evrensel / araca özel değil': the seller says the part fits any vehicle. */
    universal: boolean().notNull().default(false),
    /** Whether the fitment module holds OEM numbers for it, written with them (as `fitModels` is). */
    hasOem: boolean().notNull().default(false),
    ...writeTimes(),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.priceKurus} > 0`),
    check('products_sales_not_negative', sql`${t.salesCount} >= 0`),
    // `search_text like '%term%'` for every word of a catalogue search, answered by trigrams instead of a scan.
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('products_status_category_idx').on(t.status, t.category),
    index('products_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    // One per catalogue order (docs/product.md §3 sorts), so a page is read off an index and the scan stops at the
    // limit. Each ends with what a walk checks of every product it passes, its seller and the digests of the models it
    // fits, so passing one reads no table row (decision 030).
    index('products_active_popular_idx')
      .on(t.reviewCount.desc(), t.salesCount.desc(), t.createdAt.desc(), t.id.desc(), t.sellerId, t.fitHashes)
      .where(sql`${t.status} = 'active'`),
    index('products_active_rating_idx')
      .on(t.rating.desc(), t.reviewCount.desc(), t.createdAt.desc(), t.id.desc(), t.sellerId, t.fitHashes)
      .where(sql`${t.status} = 'active'`),
    // Read forwards for 'price-low', backwards for 'price-high'.
    index('products_active_price_idx')
      .on(t.priceKurus, t.createdAt.desc(), t.id.desc(), t.sellerId, t.fitHashes)
      .where(sql`${t.status} = 'active'`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * A single counter of changes to what the catalogue lists. Triggers (migration 0020) raise it in the same transaction
 * as every write that can change a catalogue total (a product's filtered columns, a seller's standing, fitment rows),
 * so a total counted under one version stays exact while that version is current, on every API node.
 */
export const catalogueVersion = versionCounter('catalogue_version');
