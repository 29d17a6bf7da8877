import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { brandsFor } from '../options/brands.js';
import { findCity, findCityByName } from '../options/cities.js';
import { sectors, vehicleTypes } from '../options/vehicles.js';
import { foldTurkish } from '../text/fold.js';
import { type PublicUser, publicUserSchema } from './user.js';

/** Spec §9: the home list starts on page 1 with 12 per page and offers 12, 24, 36 and 48. */
export const LISTING_LIMITS = {
  defaultPage: 1,
  defaultLimit: 12,
  pageSizes: [12, 24, 36, 48],
  /** A larger `limit` is served as this many: one page never costs more than the largest size the UI offers. */
  maxLimit: 48,
  maxPage: 10_000,
} as const;

/** The five listing filters of spec §4, named as GET /api/users/service-providers takes them (spec §7). */
export const listingFilterKeys = ['city', 'vehicleType', 'sector', 'brand', 'brandService'] as const;
export type ListingFilterKey = (typeof listingFilterKeys)[number];
export type ListingFilters = Partial<Record<ListingFilterKey, string>>;

const slugOf = (text: string) => foldTurkish(text).replace(/\s+/g, '-');

/** Every way of writing an option (its value or label, in any case, with or without diacritics) to its value. */
function lookup(options: readonly { value: string; label: string }[]): (input: string) => string | undefined {
  const byKey = new Map<string, string>();
  for (const option of options) {
    byKey.set(slugOf(option.value), option.value);
    byKey.set(slugOf(option.label), option.value);
  }
  return (input) => byKey.get(slugOf(input));
}

/**
 * A city as typed or linked ('izmir', 'İzmir', 'IZMIR', 'Şanlıurfa', 'sanliurfa') to its stored slug (architecture.md
 * decision 13); undefined when no province has that name.
 */
export const resolveCity = (input: string): string | undefined =>
  findCity(slugOf(input))?.slug ?? findCityByName(input)?.slug;

export const resolveVehicleType = lookup(vehicleTypes);
export const resolveSector = lookup(sectors);
export const resolveBrand = lookup(brandsFor(['araba', 'motorsiklet']));

/** An optional filter value: blank means 'no filter'; anything else must name a known option. */
const filter = (resolve: (input: string) => string | undefined, message: string) =>
  z
    .string()
    .trim()
    .max(64, message)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      const value = resolve(raw);
      if (!value) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });

/** GET /api/users/service-providers query: every filter combines with AND; `brandService` is an authorised brand. */
export const listingQuerySchema = z.object({
  city: filter(resolveCity, errorMessages.INVALID_CITY).describe("İl: 'izmir', 'İzmir' veya 'IZMIR'"),
  vehicleType: filter(resolveVehicleType, errorMessages.INVALID_VEHICLE_TYPE).describe('araba | motorsiklet'),
  sector: filter(resolveSector, errorMessages.UNKNOWN_SECTOR).describe('Hizmet alanı, ör. cekici'),
  brand: filter(resolveBrand, errorMessages.UNKNOWN_BRAND).describe('Hizmet verilen marka, ör. tofas'),
  brandService: filter(resolveBrand, errorMessages.UNKNOWN_BRAND).describe('Yetkili servis markası'),
  page: z.coerce
    .number({ error: errorMessages.INVALID_PAGE })
    .int(errorMessages.INVALID_PAGE)
    .min(1, errorMessages.INVALID_PAGE)
    .max(LISTING_LIMITS.maxPage, errorMessages.INVALID_PAGE)
    .default(LISTING_LIMITS.defaultPage),
  limit: z.coerce
    .number({ error: errorMessages.INVALID_LIMIT })
    .int(errorMessages.INVALID_LIMIT)
    .min(1, errorMessages.INVALID_LIMIT)
    .transform((limit) => Math.min(limit, LISTING_LIMITS.maxLimit))
    .default(LISTING_LIMITS.defaultLimit)
    .describe(`En fazla ${LISTING_LIMITS.maxLimit}; daha büyüğü ${LISTING_LIMITS.maxLimit} sayılır`),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

export const listingResponseSchema = z.object({
  serviceProviders: z.array(publicUserSchema),
  count: z.number().int().describe('Filtrelere uyan işletmelerin toplamı'),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;

type Listed = Pick<PublicUser, 'city' | 'vehicleType' | 'businessSector' | 'businessBrand' | 'authorizedBrands'>;

/**
 * The same five filters applied to a business already fetched (spec §4 'The list is also filtered on the client'):
 * while a new page is on its way, the previous page stays on screen, and this hides what no longer matches.
 */
export function matchesListingFilters(business: Listed, filters: ListingFilters): boolean {
  const has = (list: readonly string[], value: string | undefined) => !value || list.includes(value);
  return (
    (!filters.city || business.city === filters.city) &&
    has(business.vehicleType, filters.vehicleType) &&
    has(business.businessSector, filters.sector) &&
    has(business.businessBrand, filters.brand) &&
    has(business.authorizedBrands, filters.brandService)
  );
}
