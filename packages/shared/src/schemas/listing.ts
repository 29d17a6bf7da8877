import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { foldTurkish } from '../text/fold.js';
import { pageQuerySchema } from './api.js';
import { parseBbox } from './listing-bbox.js';
import { LISTING_LIMITS, resolveBrand, resolveCity, resolveSector, resolveVehicleType } from './listing-filters.js';
import { readOrRefuse } from './read-or-refuse.js';
import { publicUserSchema } from './user.js';

export * from './listing-bbox.js';
export * from './listing-filters.js';

/** An optional filter value: blank means 'no filter'; anything else must name a known option. */
const filter = (resolve: (input: string) => string | undefined, message: string) => {
  const read = readOrRefuse(resolve, message);
  return z
    .string()
    .trim()
    .max(64, message)
    .optional()
    .transform((raw, ctx) => (raw ? read(raw, ctx) : undefined));
};

/**
 * How many reviews of the platform's mean rating the weighted rating adds to a business's own (docs/product.md §4
 * 'Order of the list'): one 5-star review stays near the mean, a hundred reviews of 4.8 stay near 4.8.
 */
export const RATING_PRIOR_WEIGHT = 10;
/** Before the first review the weighted rating leans on the middle of the 1–5 scale. */
export const PRIOR_MEAN_WITHOUT_REVIEWS = 3;

/** The orders of the business list (docs/product.md §4 'Order of the list'). */
export const listingSorts = ['recommended', 'rating', 'reviews', 'distance', 'newest'] as const;
export type ListingSort = (typeof listingSorts)[number];

/** 'lat,lng' in degrees, e.g. '38.4237,27.1428'. */
const nearSchema = z
  .string()
  .trim()
  .max(64, errorMessages.INVALID_NEAR)
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return undefined;
    const match = /^(-?\d{1,3}(?:\.\d{1,12})?),\s*(-?\d{1,3}(?:\.\d{1,12})?)$/.exec(raw);
    const lat = Number(match?.[1]);
    const lng = Number(match?.[2]);
    if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      ctx.addIssue({ code: 'custom', message: errorMessages.INVALID_NEAR });
      return z.NEVER;
    }
    return { lat, lng };
  });

/** GET /api/users/service-providers query: every filter combines with AND; `brandService` is an authorised brand. */
export const listingQuerySchema = z.object({
  city: filter(resolveCity, errorMessages.INVALID_CITY).describe("İl: 'izmir', 'İzmir' veya 'IZMIR'"),
  vehicleType: filter(resolveVehicleType, errorMessages.INVALID_VEHICLE_TYPE).describe('araba | motorsiklet'),
  sector: filter(resolveSector, errorMessages.UNKNOWN_SECTOR).describe('Hizmet alanı, ör. cekici'),
  brand: filter(resolveBrand, errorMessages.UNKNOWN_BRAND).describe('Hizmet verilen marka, ör. tofas'),
  brandService: filter(resolveBrand, errorMessages.UNKNOWN_BRAND).describe('Yetkili servis markası'),
  district: z
    .string()
    .trim()
    .max(64, errorMessages.UNKNOWN_DISTRICT)
    .optional()
    .transform((v) => v || undefined)
    .describe("İlçe adı (il ile birlikte), ör. 'Bornova': işletmeler ilçe merkezine uzaklığa göre sıralanır"),
  near: nearSchema.describe(
    "Konum 'enlem,boylam', ör. '38.42,27.14': işletmeler uzaklığa göre sıralanır, distanceKm ile",
  ),
  q: z
    .string()
    .max(100, errorMessages.SEARCH_TOO_LONG)
    .optional()
    .transform((v) => foldTurkish(v ?? '') || undefined)
    .describe('İşletme veya kişi adı; büyük/küçük harf, Türkçe harfler ve küçük yazım hataları fark etmez'),
  bbox: z
    .string()
    .max(128, errorMessages.INVALID_BBOX)
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return undefined;
      const box = parseBbox(raw);
      if (!box) {
        ctx.addIssue({ code: 'custom', message: errorMessages.INVALID_BBOX });
        return z.NEVER;
      }
      return box;
    })
    .describe(
      "Harita alanı 'batı,güney,doğu,kuzey' (boylam,enlem,boylam,enlem), ör. '28.8,40.9,29.2,41.1': yalnızca bu alandaki işletmeler, alanın ortasına yakın olan önce",
    ),
  minRating: z
    .string()
    .trim()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      if (!/^[1-5]$/.test(raw)) {
        ctx.addIssue({ code: 'custom', message: errorMessages.INVALID_MIN_RATING });
        return z.NEVER;
      }
      return Number(raw);
    })
    .describe('1–5: yalnızca ortalama puanı en az bu kadar olan işletmeler'),
  openNow: z
    .enum(['true', 'false'], { error: errorMessages.INVALID_OPEN_NOW })
    .optional()
    .transform((v) => v === 'true' || undefined)
    .describe("'true': yalnızca çalışma saatlerine göre şu an açık olan işletmeler"),
  sort: z
    .string()
    .trim()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      if (!(listingSorts as readonly string[]).includes(raw)) {
        ctx.addIssue({ code: 'custom', message: errorMessages.INVALID_SORT });
        return z.NEVER;
      }
      return raw as ListingSort;
    })
    .describe('recommended | rating | reviews | distance | newest; konum verilince varsayılan distance'),
  ...pageQuerySchema({ size: LISTING_LIMITS.defaultLimit, max: LISTING_LIMITS.maxLimit }).shape,
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

/** A listed business; `distanceKm` (to 10 m) when the list was asked for near a place. */
export const listedBusinessSchema = publicUserSchema.extend({
  distanceKm: z.number().optional().describe('Konuma uzaklık, km'),
});
export type ListedBusiness = z.infer<typeof listedBusinessSchema>;

export const listingResponseSchema = z.object({
  serviceProviders: z.array(listedBusinessSchema),
  count: z.number().int().describe('Filtrelere uyan işletmelerin toplamı'),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;
