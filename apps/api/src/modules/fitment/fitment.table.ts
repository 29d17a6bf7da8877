import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef } from '../../platform/columns.js';
import { products } from '../products/products.table.js';

/**
 * The vehicles a product fits (docs/product.md 'Garage, favourites and fitment'): a brand of a vehicle type, one model or every model
 * (model_key ''), and a year range whose ends may be open. The catalogue's 'Aracıma uyanlar' filter reads this table
 * by (type, brand, model_key) and gets the product ids straight from the index.
 */
export const productFitments = pgTable(
  'product_fitments',
  {
    productId: cascadeRef(() => products.id),
    position: integer().notNull(),
    vehicleType: text({ enum: ['araba', 'motorsiklet'] }).notNull(),
    brand: text().notNull(),
    model: text().notNull(),
    /** The model Turkish-folded, '' for every model of the brand. */
    modelKey: text().notNull(),
    yearFrom: integer(),
    yearTo: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    check('product_fitments_years', sql`${t.yearFrom} is null or ${t.yearTo} is null or ${t.yearFrom} <= ${t.yearTo}`),
    index('product_fitments_vehicle_idx').on(t.vehicleType, t.brand, t.modelKey, t.yearFrom, t.yearTo, t.productId),
    // A catalogue page walks its order's index and asks of each product whether it fits: this answers from the index
    // alone, without reading the rows.
    index('product_fitments_product_match_idx').on(
      t.productId,
      t.vehicleType,
      t.brand,
      t.modelKey,
      t.yearFrom,
      t.yearTo,
    ),
  ],
);

/** A product's OEM (original part) numbers, normalised to upper-case letters and digits. */
export const productOemNumbers = pgTable(
  'product_oem_numbers',
  {
    productId: cascadeRef(() => products.id),
    oem: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.oem] }), index('product_oem_numbers_oem_idx').on(t.oem, t.productId)],
);
