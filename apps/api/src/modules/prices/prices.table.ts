import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/columns.js';

/**
 * One price a job of a sector, vehicle type and city was agreed or done for, in kuruş (docs/decisions/042-fair-price.md):
 * an accepted offer's middle, replaced by the job's final price when the business enters one. `key` names the job
 * (`quote:<id>`), so a job counts once.
 */
export const pricePoints = pgTable(
  'price_points',
  {
    key: text().primaryKey(),
    sector: text().notNull(),
    vehicleType: text().notNull(),
    city: text().notNull(),
    price: integer().notNull(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    // One group's prices in order: its rollup is recomputed from this index alone.
    index('price_points_group_price_idx').on(t.sector, t.vehicleType, t.city, t.price),
    check('price_points_positive', sql`${t.price} > 0`),
  ],
);

/** Each group's count, extremes and median, kept in the transaction that adds or changes one of its points. */
export const priceRollups = pgTable(
  'price_rollups',
  {
    sector: text().notNull(),
    vehicleType: text().notNull(),
    city: text().notNull(),
    count: integer().notNull(),
    min: integer().notNull(),
    max: integer().notNull(),
    median: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sector, t.vehicleType, t.city] })],
);

export type PriceRollupRow = typeof priceRollups.$inferSelect;
