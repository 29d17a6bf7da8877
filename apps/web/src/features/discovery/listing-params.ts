import { DEFAULT_CITY, isCitySlug } from '@otousta/shared/options/cities';
import { vehicleTypes } from '@otousta/shared/options/vehicles';
import {
  LISTING_LIMITS,
  type ListingFilterKey,
  type ListingFilters,
  listingFilterKeys,
} from '@otousta/shared/schemas/listing-filters';

export interface ListingState {
  filters: ListingFilters;
  page: number;
  limit: number;
}

/** The onboarding answers the listing starts from when the URL names no city or vehicle type. */
export interface ListingDefaults {
  city?: string;
  vehicleType?: string;
}

const isVehicleType = (value: string) => vehicleTypes.some((type) => type.value === value);

const positiveInt = (raw: string | null): number | undefined => {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

/**
 * The listing as the URL describes it (docs/product.md §2, §4: page and limit live in the query). The filters travel in
 * the URL too, so back and forward restore them. A missing `city` means the default city (the onboarding city, else
 * adana — docs/decisions/007-all-81-provinces.md) and a missing `vehicleType` the onboarding vehicle type; an empty
 * `city=` or
 * `vehicleType=` means the visitor cleared it.
 */
export function readListingParams(params: URLSearchParams, defaults: ListingDefaults = {}): ListingState {
  const filters: ListingFilters = {};
  for (const key of listingFilterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  if (!params.has('city')) {
    filters.city = defaults.city && isCitySlug(defaults.city) ? defaults.city : DEFAULT_CITY;
  }
  if (!params.has('vehicleType') && defaults.vehicleType && isVehicleType(defaults.vehicleType)) {
    filters.vehicleType = defaults.vehicleType;
  }
  const size = positiveInt(params.get('limit'));
  const limit =
    size && (LISTING_LIMITS.pageSizes as readonly number[]).includes(size) ? size : LISTING_LIMITS.defaultLimit;
  const page = Math.min(positiveInt(params.get('page')) ?? LISTING_LIMITS.defaultPage, LISTING_LIMITS.maxPage);
  return { filters, page, limit };
}

/**
 * The query string of a listing state. A cleared filter that has a default (the city always, the vehicle type when
 * the onboarding chose one) is kept as `key=`, so the default does not come back.
 */
export function writeListingParams(state: ListingState, defaults: ListingDefaults = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of listingFilterKeys) {
    const value = state.filters[key];
    if (value) params.set(key, value);
    else if (key === 'city' || (key === 'vehicleType' && defaults.vehicleType)) params.set(key, '');
  }
  params.set('page', String(state.page));
  params.set('limit', String(state.limit));
  return params;
}

export const activeFilterCount = (filters: ListingFilters) =>
  listingFilterKeys.filter((key) => Boolean(filters[key])).length;

/** A filter changed: the other filters stay, the page goes back to 1. */
export const withFilter = (state: ListingState, key: ListingFilterKey, value: string | null): ListingState => ({
  ...state,
  filters: { ...state.filters, [key]: value || undefined },
  page: 1,
});

/** docs/product.md §4: clearing empties all five filters, the city included. */
export const withoutFilters = (state: ListingState): ListingState => ({ ...state, filters: {}, page: 1 });
