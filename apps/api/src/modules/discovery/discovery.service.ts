import type { ListingFilters, ListingQuery, ListingResponse } from '@otousta/shared/schemas/listing';
import { createPageCache } from '../../cache/page-cache.js';
import type { UsersService } from '../users/users.service.js';
import type { DiscoveryRepository } from './discovery.repository.js';

// Filter sets whose totals a node keeps; the busiest ones (each city, unfiltered) fit many times over.
const TOTALS_MAX = 2000;

const filterKey = (f: ListingFilters) =>
  [f.city, f.vehicleType, f.sector, f.brand, f.brandService].map((v) => v || '').join('\u0000');

/**
 * The business list is the most requested page of the product. Its businesses and their order are the users
 * module's (the public-business rule); what this module adds is keeping the work per request small:
 *
 * - Counting ~100,000 matching rows costs far more than reading a page, so totals are kept per filter set and version
 *   of the listing (listing_version, raised by triggers in the transaction of every write that can change a total).
 *   Reading the version is one indexed row; a total is counted once per version and filter set, and concurrent
 *   requests for the same one share the count. Each node keeps its own totals: the version is in the database, so
 *   none of them can outlive a write, whichever node or tool made it.
 * - A page's JSON is reused for `cacheMs` (PAGE_CACHE_MS) under the listing's version. A write that adds, removes or
 *   refilters a business changes the version, so such a change shows at once; presence, ratings and profile texts,
 *   which do not, show within `cacheMs`.
 */
export function createDiscoveryService(deps: { listing: DiscoveryRepository; users: UsersService; cacheMs: number }) {
  const { listing, users } = deps;
  const pages = createPageCache(deps.cacheMs);
  let cachedVersion = -1;
  const totals = new Map<string, Promise<number>>();

  function totalFor(version: number, filters: ListingFilters): Promise<number> {
    // A request that read an older version than another one already did: count for it alone.
    if (version < cachedVersion) return users.listingCount(filters);
    if (version > cachedVersion) {
      cachedVersion = version;
      totals.clear();
    }
    const key = filterKey(filters);
    const known = totals.get(key);
    if (known) return known;
    if (totals.size >= TOTALS_MAX) totals.delete(totals.keys().next().value!);
    const counting = users.listingCount(filters);
    totals.set(key, counting);
    // A failed count (the database restarting) must not stay cached.
    counting.catch(() => {
      if (totals.get(key) === counting) totals.delete(key);
    });
    return counting;
  }

  // `version` was read before the page, so a total is never older than the version it is kept under.
  const build = async (query: ListingQuery, version: number): Promise<string> => {
    const { page, limit, ...filters } = query;
    const [serviceProviders, count] = await Promise.all([
      users.publicListingPage({ filters, offset: (page - 1) * limit, limit }),
      totalFor(version, filters),
    ]);
    const body: ListingResponse = { serviceProviders, count };
    return JSON.stringify(body);
  };

  return {
    /** A page of active businesses matching every given filter, as JSON. */
    async serviceProviders(query: ListingQuery): Promise<string> {
      const version = await listing.version();
      const key = `${version}\u0001${filterKey(query)}\u0001${query.page}\u0001${query.limit}`;
      return pages.get(key, () => build(query, version));
    },
  };
}
