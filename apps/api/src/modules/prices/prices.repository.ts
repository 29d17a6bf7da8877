import type { PriceGroup } from '@otousta/shared/schemas/prices';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { lockFor } from '../../platform/locks.js';
import { type PriceRollupRow, pricePoints, priceRollups } from './prices.table.js';

export function createPricesRepository(db: Db) {
  return {
    /**
     * Adds or replaces one job's price and recomputes its group's rollup from the group's index range. Writes of one
     * group queue on a lock so the rollup always counts every committed point.
     */
    async record(tx: Tx, key: string, group: PriceGroup, priceKurus: number): Promise<void> {
      await lockFor(tx, `prices:${group.sector}:${group.vehicleType}:${group.city}`);
      await tx
        .insert(pricePoints)
        .values({ key, ...group, price: priceKurus })
        .onConflictDoUpdate({
          target: pricePoints.key,
          set: { ...group, price: priceKurus, updatedAt: new Date() },
        });
      await tx.execute(sql`
        insert into price_rollups (sector, vehicle_type, city, count, min, max, median)
        select ${group.sector}, ${group.vehicleType}, ${group.city}, count(*), min(price), max(price),
               round(percentile_cont(0.5) within group (order by price))
        from price_points
        where sector = ${group.sector} and vehicle_type = ${group.vehicleType} and city = ${group.city}
        on conflict (sector, vehicle_type, city) do update
          set count = excluded.count, min = excluded.min, max = excluded.max, median = excluded.median`);
    },

    /** The group a job's price was first recorded in (its quote's sector, vehicle type and city), if any. */
    async groupOf(tx: Tx, key: string): Promise<PriceGroup | undefined> {
      const [row] = await tx
        .select({ sector: pricePoints.sector, vehicleType: pricePoints.vehicleType, city: pricePoints.city })
        .from(pricePoints)
        .where(eq(pricePoints.key, key));
      return row as PriceGroup | undefined;
    },

    async rollup(group: PriceGroup): Promise<PriceRollupRow | undefined> {
      const [row] = await db
        .select()
        .from(priceRollups)
        .where(
          and(
            eq(priceRollups.sector, group.sector),
            eq(priceRollups.vehicleType, group.vehicleType),
            eq(priceRollups.city, group.city),
          ),
        );
      return row;
    },
  };
}
