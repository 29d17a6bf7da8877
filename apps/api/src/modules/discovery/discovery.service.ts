import type { ListingQuery, ListingResponse } from '@otousta/shared/schemas/listing';
import { createPageCache } from '../../cache/page-cache.js';
import { toPublicUser } from '../users/users.presenter.js';
import { type DiscoveryRepository, filterKey } from './discovery.repository.js';

/**
 * The business list is the most requested page of the product, so a page's JSON is reused for `cacheMs`
 * (PAGE_CACHE_MS) under the listing's version. A write that adds, removes or refilters a business changes the
 * version, so such a change shows at once; presence, ratings and profile texts, which do not, show within `cacheMs`.
 */
export function createDiscoveryService(deps: { listing: DiscoveryRepository; cacheMs: number }) {
  const pages = createPageCache(deps.cacheMs);

  const build = async (query: ListingQuery, version: number): Promise<string> => {
    const { page, limit, ...filters } = query;
    const { rows, total } = await deps.listing.page({ filters, offset: (page - 1) * limit, limit }, version);
    const body: ListingResponse = { serviceProviders: rows.map(toPublicUser), count: total };
    return JSON.stringify(body);
  };

  return {
    /** Spec §7 'GET /users/service-providers': a page of active businesses matching every given filter, as JSON. */
    async serviceProviders(query: ListingQuery): Promise<string> {
      const version = await deps.listing.version();
      const key = `${version}\u0001${filterKey(query)}\u0001${query.page}\u0001${query.limit}`;
      return pages.get(key, () => build(query, version));
    },
  };
}
