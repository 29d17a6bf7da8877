import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { type Bind, inline } from '../../db/prepared.js';
import { productFitments, productOemNumbers } from './fitment.table.js';

export interface FitVehicle {
  vehicleType: 'araba' | 'motorsiklet';
  brand: string;
  modelKey: string;
  year: number;
}

export type NewFitmentRow = Omit<typeof productFitments.$inferInsert, 'productId' | 'position'>;

/**
 * A fitment row's vehicle model as the product keeps it in `fit_models` (products.table, migration 0027 writes the
 * same): a vehicle can fit only a product carrying its brand's '' or its own model key.
 */
export const fitModel = (vehicleType: string, brand: string, modelKey: string) => `${vehicleType}|${brand}|${modelKey}`;

/** What `matches` binds, by name, for a statement prepared once (db/prepared.ts statementsByShape). */
export const matchValues = (v: FitVehicle) => ({
  fitType: v.vehicleType,
  fitBrand: v.brand,
  fitModel: v.modelKey,
  fitYear: v.year,
});

/**
 * The fitment rows a vehicle matches: same type and brand, every model or its own, a year range that holds its year.
 */
const matches = (v: FitVehicle, bind: Bind = inline): SQL => {
  const year = bind('fitYear', v.year);
  return and(
    eq(productFitments.vehicleType, bind('fitType', v.vehicleType)),
    eq(productFitments.brand, bind('fitBrand', v.brand)),
    inArray(productFitments.modelKey, ['', bind('fitModel', v.modelKey)]),
    or(isNull(productFitments.yearFrom), lte(productFitments.yearFrom, year)),
    or(isNull(productFitments.yearTo), gte(productFitments.yearTo, year)),
  )!;
};

export function createFitmentRepository(db: Db) {
  return {
    async of(productId: string) {
      const [vehicles, oems] = await Promise.all([
        db
          .select()
          .from(productFitments)
          .where(eq(productFitments.productId, productId))
          .orderBy(asc(productFitments.position)),
        db
          .select({ oem: productOemNumbers.oem })
          .from(productOemNumbers)
          .where(eq(productOemNumbers.productId, productId))
          .orderBy(asc(productOemNumbers.oem)),
      ]);
      return { vehicles, oemNumbers: oems.map((o) => o.oem) };
    },

    /** Replaces a product's vehicles and OEM numbers in the caller's transaction. */
    async write(tx: Tx, productId: string, rows: NewFitmentRow[], oemNumbers: string[]): Promise<void> {
      await tx.delete(productFitments).where(eq(productFitments.productId, productId));
      await tx.delete(productOemNumbers).where(eq(productOemNumbers.productId, productId));
      if (rows.length) {
        await tx.insert(productFitments).values(rows.map((row, position) => ({ ...row, productId, position })));
      }
      if (oemNumbers.length) {
        await tx.insert(productOemNumbers).values(oemNumbers.map((oem) => ({ productId, oem })));
      }
    },

    /** A condition on a product id column: the product fits the vehicle (read off product_fitments_vehicle_idx). */
    fitsCondition: (productId: AnyPgColumn, vehicle: FitVehicle, bind: Bind): SQL =>
      inArray(
        productId,
        db.select({ id: productFitments.productId }).from(productFitments).where(matches(vehicle, bind)),
      ),

    /**
     * The same, asked of one product (product_fitments_product_match_idx). `offset 0` keeps PostgreSQL from turning it
     * into a join, so a page planned once walks its order and checks each product, whatever vehicle it is run for.
     */
    fitsCheck: (productId: AnyPgColumn, vehicle: FitVehicle, bind: Bind): SQL =>
      sql`exists (select 1 from ${productFitments} where ${and(
        eq(productFitments.productId, productId),
        matches(vehicle, bind),
      )} offset 0)`,

    /** A condition on a product id column: the product carries the OEM number (product_oem_numbers_oem_idx). */
    oemCondition: (productId: AnyPgColumn, oem: string, bind: Bind): SQL =>
      inArray(
        productId,
        db
          .select({ id: productOemNumbers.productId })
          .from(productOemNumbers)
          .where(eq(productOemNumbers.oem, bind('oem', oem))),
      ),

    async fittingAmong(productIds: string[], vehicle: FitVehicle): Promise<Set<string>> {
      if (!productIds.length) return new Set();
      const rows = await db
        .selectDistinct({ id: productFitments.productId })
        .from(productFitments)
        .where(and(inArray(productFitments.productId, productIds), matches(vehicle)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
