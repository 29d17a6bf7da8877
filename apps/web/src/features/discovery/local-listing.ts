import type { LocalPage } from '@otousta/shared/seo/local-pages';
import { type ListingState, readListingParams } from './listing-params';

/** The list of a city (or city+sector) page: its own filters, with the page and page size from the URL. */
export function localListingState({ city, sector }: LocalPage, params: URLSearchParams): ListingState {
  const { page, limit } = readListingParams(params);
  return { filters: { city: city.slug, ...(sector ? { sector: sector.value } : {}) }, page, limit };
}

/** The same list on the home page, where every filter, the search and the order can be changed. */
export const filterableListingHref = ({ city, sector }: LocalPage) =>
  `/?${new URLSearchParams({ city: city.slug, ...(sector ? { sector: sector.value } : {}) })}`;
