import { errorMessages } from '@otousta/shared/messages/tr';
import {
  bboxText,
  type ListingFilters,
  type ListingQuery,
  type ListingResponse,
} from '@otousta/shared/schemas/listing';
import type { PublicUser } from '@otousta/shared/schemas/user';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createPageCache } from '../../cache/page-cache.js';
import { createVersionedTotals } from '../../cache/versioned-totals.js';
import type { ChangeCount } from '../../db/change-count.js';
import { walkPays } from '../../db/prepared.js';
import { badRequest } from '../../platform/errors.js';
import { findDistrict } from '../geo/geo.service.js';
import type { ListingNarrowing, ListingPageQuery, UsersService } from '../users/users.service.js';
import type { DiscoveryRepository } from './discovery.repository.js';

// The platform's mean rating moves slowly: each node looks whether the prior must follow it this often.
const PRIOR_TTL_MS = 10 * 60_000;

/** What a total is kept under: the filters, and what else narrows the list besides a position's order. */
const filterKey = (
  f: ListingFilters,
  located: boolean,
  q?: string,
  more: Pick<ListingPageQuery, 'bbox' | 'minRating'> = {},
) =>
  [
    f.city,
    f.vehicleType,
    f.sector,
    f.brand,
    f.brandService,
    located ? 'located' : '',
    q,
    more.bbox ? bboxText(more.bbox) : '',
    more.minRating,
  ]
    .map((v) => v || '')
    .join('\u0000');

/**
 * The business list is the most requested page of the product. Its businesses and their order are the users
 * module's (the public-business rule, the sorts); what this module adds is what a request asks for in place names
 * (a district's centre) and keeping the work per request small:
 *
 * - Totals are kept per filter set under the listing's version (listing_version, raised by triggers in the
 *   transaction of every write that can change a total, a business's names included; see
 *   cache/versioned-totals.ts). A place to measure from does not change a total (only businesses with a location are
 *   listed then, a filter of its own). A name search's total is kept too: counting its thousands of trigram matches
 *   costs as much as ranking them, and the kept totals are bounded, so names typed once only push out older ones. Open
 *   now depends on the clock and is counted each time.
 * - A page's JSON is reused for `cacheMs` (PAGE_CACHE_MS) under the listing's version. A write that adds, removes or
 *   refilters a business changes the version, so such a change shows at once; presence, ratings and profile texts,
 *   which do not, show within `cacheMs`. Pages near a visitor's own position are built for each request: positions
 *   are all different, so keeping them would only push the shared pages out (a district's centre is shared and kept).
 */
export function createDiscoveryService(deps: {
  listing: DiscoveryRepository;
  users: UsersService;
  cacheMs: number;
  /**
   * The database's notices that the listing's version rose (channel `listing_version`): the best matches are kept
   * only while it is heard. Without it they are read for each request.
   */
  listingChanges?: ChangeCount;
  /** The hours module's condition: the business is open at `at` (docs/product.md §10 'Business hours'). */
  openAt: (businessId: AnyColumn, at: Date) => SQL;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { listing, users } = deps;
  const pages = createPageCache(deps.cacheMs);
  const matches = createPageCache<PublicUser[]>(deps.cacheMs);
  const totals = createVersionedTotals();
  // A typed name's matches change only with the words businesses are found by, which raise the listing's version.
  const nameMatches = createVersionedTotals<string[][]>();
  let priorCheckedAt = 0;

  /**
   * The weighted rating's prior follows the platform's mean (docs/decisions/026-finding-businesses.md). Checked in the
   * background at most every PRIOR_TTL_MS: the scores a page is ordered by are stored, so no request waits for it.
   */
  function followRatingPrior() {
    const now = Date.now();
    if (now - priorCheckedAt < PRIOR_TTL_MS) return;
    priorCheckedAt = now;
    users.refreshRatingPrior().catch((error) => {
      priorCheckedAt = 0;
      deps.log.warn({ err: error }, 'refreshing the rating prior failed');
    });
  }

  /** The request as the users module pages it: a district becomes its centre, and the order is settled. */
  function pageQuery(query: ListingQuery): ListingPageQuery {
    const { page, limit, near, district, q, sort, openNow, bbox, minRating, ...filters } = query;
    let origin = near;
    if (district) {
      if (!filters.city)
        throw badRequest('DISTRICT_NEEDS_CITY', undefined, { district: errorMessages.DISTRICT_NEEDS_CITY });
      const place = findDistrict(filters.city, district);
      if (!place) throw badRequest('UNKNOWN_DISTRICT', undefined, { district: errorMessages.UNKNOWN_DISTRICT });
      // A position of one's own is more precise than a district's centre.
      origin ??= { lat: place.lat, lng: place.lng };
    }
    if (sort === 'distance' && !origin && !bbox)
      throw badRequest('NEAR_REQUIRED', undefined, { sort: errorMessages.NEAR_REQUIRED });
    // A name search lists its matches in the recommended order: the name decides what matches, not the order.
    // A map's box is read nearest its centre first, off the same location index as a position's page.
    const order = sort ?? (origin || bbox ? 'distance' : 'recommended');
    const openAt = openNow ? (id: AnyColumn) => deps.openAt(id, new Date()) : undefined;
    return { filters, origin, q, openAt, bbox, minRating, order, offset: (page - 1) * limit, limit };
  }

  const narrowingOf = (query: ListingPageQuery): ListingNarrowing => ({
    located: Boolean(query.origin),
    names: query.names,
    openAt: query.openAt,
    bbox: query.bbox,
    minRating: query.minRating,
  });
  /** Open now depends on the clock and is counted each time; every other total is kept under the version. */
  function total(version: number, query: ListingPageQuery): Promise<number> {
    const narrowing = narrowingOf(query);
    const count = () => users.listingCount(query.filters, narrowing);
    if (narrowing.openAt) return count();
    return totals.get(version, filterKey(query.filters, Boolean(query.origin), query.q, query), count);
  }
  /**
   * Whether a name's matches are a share of the businesses its filters leave that makes walking the order pay
   * (walkPays), from totals already counted under this version; the businesses without the name are counted beside
   * the page when only the name's total is known.
   */
  function commonName(version: number, query: ListingPageQuery): boolean {
    // Near a position or in a map's box the page is in order of distance, and open now is counted each time: none walks.
    if (query.origin || query.openAt || query.bbox || query.minRating) return false;
    const matching = totals.known(filterKey(query.filters, false, query.q));
    const allKey = filterKey(query.filters, false);
    const all = totals.known(allKey);
    if (matching !== undefined && all === undefined) {
      totals
        .get(version, allKey, () => users.listingCount(query.filters))
        .catch((error) => {
          deps.log.warn({ err: error }, 'counting the listing failed');
        });
    }
    return walkPays(query.offset + query.limit, matching, all);
  }

  const json = (serviceProviders: ListingResponse['serviceProviders'], count: number) =>
    JSON.stringify({ serviceProviders, count } satisfies ListingResponse);

  // `version` was read before the page, so a total is never older than the version it is kept under.
  const build = async (query: ListingPageQuery, version: number): Promise<string> => {
    const [page, count] = await Promise.all([users.publicListingPage(query), total(version, query)]);
    return json(page.businesses, count);
  };

  /**
   * A page for this request alone: the page's statement reads the listing's version too, so with its total kept the
   * page is one round trip. The total is counted after the version it is kept under, so never older than it.
   */
  const buildAlone = async (query: ListingPageQuery): Promise<string> => {
    const page = await users.publicListingPage(query);
    const version = page.version ?? (await listing.version());
    return json(page.businesses, await total(version, query));
  };

  return {
    /**
     * The first `limit` businesses of the listing for these filters, in its recommended order (whom a quote request
     * goes to). Kept like a page for `cacheMs`, under the count of the listing's changes the node has heard rather
     * than a version read for each request (decision 036): a business leaving the filters' list stops being matched
     * as soon as the node hears of it; a new rating moves the order within `cacheMs`, as on the listing.
     */
    bestMatches(filters: ListingFilters, limit: number): Promise<PublicUser[]> {
      const read = () => users.publicListingBusinesses({ filters, order: 'recommended', offset: 0, limit });
      const heard = deps.listingChanges?.current() ?? null;
      if (heard === null) return read();
      return matches.get([heard, filterKey(filters, false), limit].join('\u0001'), read);
    },

    /** A page of active businesses matching every given filter, as JSON. */
    async serviceProviders(query: ListingQuery): Promise<string> {
      followRatingPrior();
      const paged = pageQuery(query);
      // Near a visitor's own position, in a map's box, or open at this minute: built for this request alone.
      const alone = Boolean(query.near || query.openNow || query.bbox);
      if (alone && !paged.q) return buildAlone(paged);
      const version = await listing.version();
      const { origin, q, order, offset, limit } = paged;
      if (q) {
        paged.names = await nameMatches.get(version, q, () => users.nameMatches(q));
        paged.wide = commonName(version, paged);
      }
      if (alone) return build(paged, version);
      const key = [
        version,
        filterKey(paged.filters, Boolean(origin), q, paged),
        origin ? `${origin.lat},${origin.lng}` : '',
        order,
        offset,
        limit,
      ].join('\u0001');
      return pages.get(key, () => build(paged, version));
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
