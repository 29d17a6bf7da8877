// Only the names of the listing filters, with nothing else: the home page's first screen needs them to tell a link
// that names a list from a plain visit, without the option lists behind the filters.

/** The five listing filters of docs/product.md §4, named as GET /api/users/service-providers takes them (docs/product.md §7). */
export const listingFilterKeys = ['city', 'vehicleType', 'sector', 'brand', 'brandService'] as const;
export type ListingFilterKey = (typeof listingFilterKeys)[number];
export type ListingFilters = Partial<Record<ListingFilterKey, string>>;
