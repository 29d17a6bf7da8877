import { PRICE_ESTIMATE_MIN_POINTS, type PriceEstimate, type PriceGroup } from '@otousta/shared/schemas/prices';
import type { Db, Tx } from '../../db/client.js';
import { toLira } from '../../platform/money.js';
import { createPricesRepository } from './prices.repository.js';

/**
 * Fair price (docs/decisions/042-fair-price.md): the usual price of a sector's jobs for a vehicle type in a city, from
 * accepted offers and completed jobs' final prices, kept as one rollup row per group so an estimate is one lookup.
 */
export function createPricesService(deps: { db: Db }) {
  const prices = createPricesRepository(deps.db);

  async function estimate(group: PriceGroup): Promise<PriceEstimate | null> {
    const row = await prices.rollup(group);
    if (!row || row.count < PRICE_ESTIMATE_MIN_POINTS) return null;
    return { min: toLira(row.min), max: toLira(row.max), median: toLira(row.median), count: row.count };
  }

  return {
    estimate,

    /** The estimates of several groups at once (a page of quotes), keyed by `groupKey`. */
    async estimates(groups: PriceGroup[]): Promise<Map<string, PriceEstimate | null>> {
      const unique = new Map(groups.map((g) => [groupKey(g), g]));
      const entries = await Promise.all([...unique].map(async ([k, g]) => [k, await estimate(g)] as const));
      return new Map(entries);
    },

    /** An offer was accepted: the middle of its range counts for its job until a final price replaces it. */
    offerAccepted: (tx: Tx, quoteId: string, group: PriceGroup, priceMinKurus: number, priceMaxKurus: number) =>
      prices.record(tx, `quote:${quoteId}`, group, Math.round((priceMinKurus + priceMaxKurus) / 2)),

    /**
     * A job was completed with a final price: it replaces the accepted offer's middle, in the group the accept
     * recorded, so completing needs nothing of the quotes module.
     */
    async jobCompleted(tx: Tx, job: { quoteId: string | null; finalPrice: number | null }): Promise<void> {
      // Only a job that came from a quote has a sector, vehicle type and city, and only a final price says what it cost.
      if (!job.quoteId || job.finalPrice === null) return;
      const key = `quote:${job.quoteId}`;
      const group = await prices.groupOf(tx, key);
      if (group) await prices.record(tx, key, group, job.finalPrice);
    },
  };
}

export const groupKey = (g: PriceGroup) => `${g.sector}\u0000${g.vehicleType}\u0000${g.city}`;

export type PricesService = ReturnType<typeof createPricesService>;
