import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { formatTurkishNumber } from '../text/number.js';

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

/** How an offer card says where it stands against the usual range. */
export const priceBandLabels: Record<PriceBand, string> = {
  below: 'Benzer işlerin altında',
  within: 'Benzer işlerle aynı aralıkta',
  above: 'Benzer işlerin üstünde',
};

const frontVowels = new Set(['e', 'i', 'ö', 'ü']);
const backVowels = new Set(['a', 'ı', 'o', 'u']);
const voiceless = new Set(['f', 's', 't', 'k', 'ç', 'ş', 'h', 'p']);

/** A place name with the Turkish locative suffix after an apostrophe: İzmir'de, Ankara'da, Muş'ta, Sinop'ta. */
export function inPlace(name: string): string {
  const lower = name.toLocaleLowerCase('tr');
  const vowel = [...lower].reverse().find((c) => frontVowels.has(c) || backVowels.has(c));
  const d = voiceless.has(lower.at(-1) ?? '') ? 't' : 'd';
  return `${name}'${d}${vowel && frontVowels.has(vowel) ? 'e' : 'a'}`;
}

/** 'İzmir'de benzer işler: 1.200–1.800 ₺, 37 iş' (whole lira). */
export function priceEstimateText(cityName: string, estimate: PriceEstimate): string {
  const tl = (n: number) => formatTurkishNumber(Math.round(n), 0);
  return `${inPlace(cityName)} benzer işler: ${tl(estimate.min)}–${tl(estimate.max)} ₺, ${estimate.count} iş`;
}
