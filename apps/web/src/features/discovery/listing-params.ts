import { DEFAULT_CITY, isCitySlug } from '@otousta/shared/options/cities';
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

const positiveInt = (raw: string | null): number | undefined => {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

/**
 * The listing as the URL describes it (spec §2, §4: page and limit live in the query). The filters travel in the
 * URL too, so back and forward restore them. A missing `city` means the default city (the onboarding city, else
 * adana — architecture.md decision 2); an empty `city=` means the visitor cleared it.
 */
export function readListingParams(params: URLSearchParams, defaultCity: string | undefined): ListingState {
  const filters: ListingFilters = {};
  for (const key of listingFilterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  if (!params.has('city')) {
    const city = defaultCity && isCitySlug(defaultCity) ? defaultCity : DEFAULT_CITY;
    filters.city = city;
  }
  const size = positiveInt(params.get('limit'));
  const limit =
    size && (LISTING_LIMITS.pageSizes as readonly number[]).includes(size) ? size : LISTING_LIMITS.defaultLimit;
  const page = Math.min(positiveInt(params.get('page')) ?? LISTING_LIMITS.defaultPage, LISTING_LIMITS.maxPage);
  return { filters, page, limit };
}

/** The query string of a listing state; a cleared city is kept as `city=` so the default does not come back. */
export function writeListingParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of listingFilterKeys) {
    const value = state.filters[key];
    if (value) params.set(key, value);
    else if (key === 'city') params.set('city', '');
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

/** Spec §4: clearing empties all five filters, the city included. */
export const withoutFilters = (state: ListingState): ListingState => ({ ...state, filters: {}, page: 1 });
