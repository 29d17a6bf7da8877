import { listingFilterKeys } from '@otousta/shared/schemas/listing-filter-keys';

/**
 * Whether the address itself names what to list (a shared or bookmarked link such as `/?city=istanbul&sector=cekici`):
 * then the visitor sees that list at once, not the onboarding. Light on purpose: the first screen of the home page
 * asks it, before any listing code loads.
 */
export const namesListingFilters = (params: URLSearchParams) => listingFilterKeys.some((key) => params.has(key));
