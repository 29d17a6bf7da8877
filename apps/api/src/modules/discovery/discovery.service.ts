import type { ListingQuery, ListingResponse } from '@otousta/shared/schemas/listing';
import { toPublicUser } from '../users/users.presenter.js';
import { type DiscoveryRepository, filterKey } from './discovery.repository.js';

// Pages a node keeps at once; the busy ones (first pages of each city, unfiltered) fit many times over.
const PAGES_MAX = 1000;

interface CachedPage {
  at: number;
  json: Promise<string>;
}

/**
 * The business list is the most requested page of the product and the same few filter sets come back all the time,
 * so a page is built once and its JSON reused for `cacheMs` (LISTING_CACHE_MS) under the listing's version. A write
 * that adds, removes or refilters a business changes the version, so such a change shows at once; presence, ratings
 * and profile texts, which do not, show within `cacheMs`.
 */
export function createDiscoveryService(deps: { listing: DiscoveryRepository; cacheMs: number }) {
  const pages = new Map<string, CachedPage>();

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
      if (deps.cacheMs === 0) return build(query, version);
      const key = `${version}\u0001${filterKey(query)}\u0001${query.page}\u0001${query.limit}`;
      const now = Date.now();
      const cached = pages.get(key);
      if (cached && now - cached.at < deps.cacheMs) return cached.json;
      if (pages.size >= PAGES_MAX) {
        for (const [k, page] of pages) if (now - page.at >= deps.cacheMs) pages.delete(k);
        if (pages.size >= PAGES_MAX) pages.delete(pages.keys().next().value!);
      }
      // Concurrent requests for the same page share one build; a failed one (the database restarting) is not kept.
      const json = build(query, version);
      pages.set(key, { at: now, json });
      json.catch(() => {
        if (pages.get(key)?.json === json) pages.delete(key);
      });
      return json;
    },
  };
}
