import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';

/**
 * Fair price (docs/product.md 'Fair price'):
 *   GET /api/prices/estimate?sector=&vehicleType=&city= → { estimate: { min, max, median, count } | null }
 * From accepted offers (their range's middle) and completed jobs' final prices of one sector, vehicle type and city;
 * null under `PRICE_ESTIMATE_MIN_POINTS` of them.
 */
export const PRICE_ESTIMATE_MIN_POINTS = 5;

const key = z.string({ error: errorMessages.PRICE_ESTIMATE_QUERY }).trim().min(1, errorMessages.PRICE_ESTIMATE_QUERY);
export const priceEstimateQuerySchema = z.object({
  sector: key.max(60, errorMessages.PRICE_ESTIMATE_QUERY).describe('Sektör, ör. oto-elektrik'),
  vehicleType: key.max(40, errorMessages.PRICE_ESTIMATE_QUERY).describe('Araç türü, ör. otomobil'),
  city: key.max(40, errorMessages.PRICE_ESTIMATE_QUERY).describe('İl, ör. izmir'),
});
export type PriceGroup = z.output<typeof priceEstimateQuerySchema>;

export const priceEstimateSchema = z.object({
  min: z.number().describe('TL'),
  max: z.number().describe('TL'),
  median: z.number().describe('TL'),
  count: z.number().int().describe('veri noktası sayısı'),
});
export type PriceEstimate = z.infer<typeof priceEstimateSchema>;
export const priceEstimateResponseSchema = z.object({ estimate: priceEstimateSchema.nullable() });

export const priceBands = ['below', 'within', 'above'] as const;
export type PriceBand = (typeof priceBands)[number];

/** Where an offer's range stands against the usual range: wholly under it, wholly over it, or meeting it. */
export function priceBand(
  estimate: PriceEstimate | null,
  offer: { priceMin: number; priceMax: number },
): PriceBand | null {
  if (!estimate) return null;
  if (offer.priceMax < estimate.min) return 'below';
  if (offer.priceMin > estimate.max) return 'above';
  return 'within';
}
