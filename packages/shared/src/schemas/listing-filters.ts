// The listing filters without zod: the home page uses these on every visit, the query schema only on the server.
import { brandsFor } from '../options/brands.js';
import { findCity, findCityByName } from '../options/cities.js';
import { sectors, vehicleTypes } from '../options/vehicles.js';
import { foldTurkish } from '../text/fold.js';
import type { ListingFilters } from './listing-filter-keys.js';
import type { PublicUser } from './user.js';

export {
  LISTING_LIMITS,
  type ListingFilterKey,
  type ListingFilters,
  listingFilterKeys,
} from './listing-filter-keys.js';

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
 * A city as typed or linked ('izmir', 'İzmir', 'IZMIR', 'Şanlıurfa', 'sanliurfa') to its stored slug (see
 * docs/decisions/017-turkish-text-folding.md); undefined when no province has that name.
 */
export const resolveCity = (input: string): string | undefined =>
  findCity(slugOf(input))?.slug ?? findCityByName(input)?.slug;

export const resolveVehicleType = lookup(vehicleTypes);
export const resolveSector = lookup(sectors);
export const resolveBrand = lookup(brandsFor(['araba', 'motorsiklet']));

type Listed = Pick<PublicUser, 'city' | 'vehicleType' | 'businessSector' | 'businessBrand' | 'authorizedBrands'>;

/**
 * The same five filters applied to a business already fetched (docs/product.md §4 'The list is also filtered on the
 * client'): while a new page is on its way, the previous page stays on screen, and this hides what no longer matches.
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
