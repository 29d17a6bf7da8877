// Only the names and page sizes of the listing filters, with nothing else: every page's first chunk reads a list's
// address with them (the router's loaders), without the option lists behind the filters.

/** The five listing filters of docs/product.md §4, named as GET /api/users/service-providers takes them (docs/product.md §7). */
export const listingFilterKeys = ['city', 'vehicleType', 'sector', 'brand', 'brandService'] as const;
export type ListingFilterKey = (typeof listingFilterKeys)[number];
export type ListingFilters = Partial<Record<ListingFilterKey, string>>;

/** docs/product.md §9: the home list starts on page 1 with 12 per page and offers 12, 24, 36 and 48. */
export const LISTING_LIMITS = {
  defaultPage: 1,
  defaultLimit: 12,
  pageSizes: [12, 24, 36, 48],
  /** A larger `limit` is served as this many: one page never costs more than the largest size the UI offers. */
  maxLimit: 48,
  maxPage: 10_000,
} as const;
