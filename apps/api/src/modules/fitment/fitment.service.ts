import { brandLabel, type Fitment, type fitmentInputSchema, modelKey } from '@otousta/shared/schemas/garage';
import { and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Bind } from '../../db/prepared.js';
import type { AuthUser } from '../../platform/identity.js';
import type { CatalogueNarrowing, ProductsService } from '../products/products.service.js';
import { createFitmentRepository, type FitVehicle, fitModel, matchValues } from './fitment.repository.js';

type FitmentData = z.output<typeof fitmentInputSchema>;

/** A vehicle as the fitment rule reads it (a garage vehicle carries these fields). */
export interface VehicleFacts {
  vehicleType: 'araba' | 'motorsiklet';
  brand: string;
  model: string;
  year: number;
}

const facts = (v: VehicleFacts): FitVehicle => ({
  vehicleType: v.vehicleType,
  brand: v.brand,
  modelKey: modelKey(v.model),
  year: v.year,
});

export function createFitmentService(deps: { db: Db; products: ProductsService }) {
  const { products } = deps;
  const fitment = createFitmentRepository(deps.db);

  async function read(productId: string): Promise<Fitment> {
    const { vehicles, oemNumbers } = await fitment.of(productId);
    return {
      vehicles: vehicles.map((row) => ({
        vehicleType: row.vehicleType,
        brand: row.brand,
        brandLabel: brandLabel(row.vehicleType, row.brand),
        model: row.model,
        yearFrom: row.yearFrom,
        yearTo: row.yearTo,
      })),
      oemNumbers,
    };
  }

  /**
   * Writes the fitment in the caller's transaction. The product's row goes first (its `fit_models`), so two writes of
   * one product's fitment queue there instead of colliding.
   */
  async function write(tx: Tx, productId: string, data: FitmentData): Promise<void> {
    const rows = data.vehicles.map((row) => ({
      vehicleType: row.vehicleType,
      brand: row.brand,
      model: row.model,
      modelKey: modelKey(row.model),
      yearFrom: row.yearFrom ?? null,
      yearTo: row.yearTo ?? null,
    }));
    const models = [...new Set(rows.map((row) => fitModel(row.vehicleType, row.brand, row.modelKey)))].sort();
    await products.setFitModels(tx, productId, models, data.oemNumbers.length > 0);
    await fitment.write(tx, productId, rows, data.oemNumbers);
  }

  return {
    /** A product's fitment, for whoever may see the product (an inactive one only its seller). */
    async get(viewer: AuthUser | undefined, productId: string): Promise<Fitment> {
      await products.get(viewer, productId);
      return read(productId);
    },

    /** Replaces the fitment; only the product's own (approved) seller may. */
    async replace(actor: AuthUser, productId: string, data: FitmentData): Promise<Fitment> {
      await products.ownProduct(actor, productId);
      await deps.db.transaction((tx) => write(tx, productId, data));
      return read(productId);
    },

    // ---- for other modules ----------------------------------------------------------------------------------

    /**
     * The catalogue's narrowing to parts that fit a vehicle and/or carry an OEM number, as a product id condition;
     * its key is what the rule reads of the vehicle, so two drivers of the same model and year share it.
     */
    catalogueCondition(filter: { vehicle?: VehicleFacts; oem?: string }): CatalogueNarrowing | undefined {
      const { oem } = filter;
      const vehicle = filter.vehicle && facts(filter.vehicle);
      if (!vehicle && !oem) return undefined;
      return {
        key: JSON.stringify([vehicle?.vehicleType, vehicle?.brand, vehicle?.modelKey, vehicle?.year, oem]),
        shape: `fitment:${vehicle ? 1 : 0}${oem ? 1 : 0}`,
        values: { ...(vehicle && matchValues(vehicle)), oem },
        fitModels: vehicle && [
          fitModel(vehicle.vehicleType, vehicle.brand, ''),
          fitModel(vehicle.vehicleType, vehicle.brand, vehicle.modelKey),
        ],
        condition: (productId: AnyPgColumn, bind: Bind): SQL =>
          and(
            vehicle ? fitment.fitsCondition(productId, vehicle, bind) : undefined,
            oem ? fitment.oemCondition(productId, oem, bind) : undefined,
          )!,
        // An OEM number fits a handful of products: those are always read first.
        ...(vehicle && !oem
          ? { check: (productId: AnyPgColumn, bind: Bind): SQL => fitment.fitsCheck(productId, vehicle, bind) }
          : {}),
      };
    },

    /** A new product's fitment, in the transaction that writes the product (whose seller the caller checked). */
    writeNew: (tx: Tx, productId: string, data: FitmentData) => write(tx, productId, data),

    /** Which of the products fit the vehicle. */
    fittingProductIds: (vehicle: VehicleFacts, productIds: string[]) =>
      fitment.fittingAmong(productIds, facts(vehicle)),
  };
}

export type FitmentService = ReturnType<typeof createFitmentService>;
