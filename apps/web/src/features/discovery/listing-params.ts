import { isCitySlug } from '@otousta/shared/options/cities';
import { vehicleTypes } from '@otousta/shared/options/vehicles';
import type { ListingSort } from '@otousta/shared/schemas/listing';
import { parseBbox } from '@otousta/shared/schemas/listing-bbox';
import {
  LISTING_LIMITS,
  type ListingFilterKey,
  type ListingFilters,
  listingFilterKeys,
} from '@otousta/shared/schemas/listing-filter-keys';

/** How the visitor looks besides the filters: a name, an order, a place to measure from (docs/product.md §4). */
export interface ListingFind {
  q?: string;
  sort?: ListingSort;
  /** 'lat,lng' of the visitor's own position. */
  near?: string;
  /** A district of the chosen city: distances from its centre. */
  district?: string;
  /** Only businesses open now by their hours. */
  openNow?: 'true';
  /** The visible box of the map ('Bu alanda ara'): 'minLng,minLat,maxLng,maxLat'. */
  bbox?: string;
  /** '1'–'5': only businesses rated at least this many stars. */
  minRating?: string;
}

export const listingFindKeys = ['q', 'sort', 'near', 'district', 'openNow', 'bbox', 'minRating'] as const;

export interface ListingState {
  filters: ListingFilters;
  page: number;
  limit: number;
  /** Absent when the visitor neither searches, sorts nor gave a place. */
  find?: ListingFind;
}

const listingSortValues: readonly string[] = ['recommended', 'rating', 'reviews', 'distance', 'newest'];

/** Where the listing starts when the URL names no city or vehicle type (docs/decisions/043-no-silent-city.md). */
export interface ListingDefaults {
  city?: string;
  vehicleType?: string;
  /** The visitor's position, when no city is known and the browser may tell it. */
  near?: string;
}

const isVehicleType = (value: string) => vehicleTypes.some((type) => type.value === value);

const positiveInt = (raw: string | null): number | undefined => {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

/**
 * The listing as the URL describes it (docs/product.md §2, §4: page and limit live in the query). The filters travel in
 * the URL too, so back and forward restore them. A missing `city` means the default place (docs/decisions/
 * 043-no-silent-city.md: a city, or the visitor's position, or all of Türkiye) and a missing `vehicleType` the
 * device's vehicle type; an empty `city=` or `vehicleType=` means the visitor cleared it.
 */
export function readListingParams(params: URLSearchParams, defaults: ListingDefaults = {}): ListingState {
  const filters: ListingFilters = {};
  for (const key of listingFilterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  if (!params.has('city') && defaults.city && isCitySlug(defaults.city)) filters.city = defaults.city;
  if (!params.has('vehicleType') && defaults.vehicleType && isVehicleType(defaults.vehicleType)) {
    filters.vehicleType = defaults.vehicleType;
  }
  const size = positiveInt(params.get('limit'));
  const limit =
    size && (LISTING_LIMITS.pageSizes as readonly number[]).includes(size) ? size : LISTING_LIMITS.defaultLimit;
  const page = Math.min(positiveInt(params.get('page')) ?? LISTING_LIMITS.defaultPage, LISTING_LIMITS.maxPage);
  const find: ListingFind = {};
  const q = params.get('q')?.trim();
  if (q) find.q = q.slice(0, 100);
  const sort = params.get('sort');
  if (sort && listingSortValues.includes(sort)) find.sort = sort as ListingSort;
  const near = params.get('near') ?? (params.has('city') || filters.city ? null : defaults.near);
  if (near && /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/.test(near)) find.near = near;
  const district = params.get('district')?.trim();
  if (district && filters.city) find.district = district;
  if (params.get('openNow') === 'true') find.openNow = 'true';
  const bbox = params.get('bbox');
  if (bbox && parseBbox(bbox)) find.bbox = bbox;
  const minRating = params.get('minRating');
  if (minRating && /^[1-5]$/.test(minRating)) find.minRating = minRating;
  return { filters, page, limit, ...(Object.keys(find).length ? { find } : {}) };
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
  for (const key of listingFindKeys) {
    const value = state.find?.[key];
    if (value) params.set(key, value);
  }
  params.set('page', String(state.page));
  params.set('limit', String(state.limit));
  return params;
}

/** A new search, order or place: the filters stay, the page goes back to 1. */
export const withFind = (state: ListingState, change: ListingFind): ListingState => {
  const find = { ...state.find, ...change };
  let filters = state.filters;
  // One's own position or a map's box replaces the city and its district: what is there, whatever the city.
  if (change.near || change.bbox) {
    filters = { ...filters, city: undefined };
    delete find.district;
  }
  for (const key of listingFindKeys) if (!find[key]) delete find[key];
  // Distance needs a place; without one the list goes back to its default order.
  if (find.sort === 'distance' && !find.near && !find.district) delete find.sort;
  return { ...state, filters, page: 1, ...(Object.keys(find).length ? { find } : { find: undefined }) };
};

export const activeFilterCount = (filters: ListingFilters) =>
  listingFilterKeys.filter((key) => Boolean(filters[key])).length;

/** A filter changed: the other filters stay, the page goes back to 1. */
export const withFilter = (state: ListingState, key: ListingFilterKey, value: string | null): ListingState => {
  const next = { ...state, filters: { ...state.filters, [key]: value || undefined }, page: 1 };
  // A district belongs to its city.
  return key === 'city' && state.find?.district ? withFind(next, { district: undefined }) : next;
};

/** docs/product.md §4: clearing empties all five filters, the city included, and the minimum rating. */
export const withoutFilters = (state: ListingState): ListingState =>
  withFind({ ...state, filters: {}, page: 1 }, { district: undefined, minRating: undefined });
