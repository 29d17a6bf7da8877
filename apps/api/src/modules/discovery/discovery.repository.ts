import type { ListingFilters } from '@otousta/shared/schemas/listing';
import { and, arrayContains, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notHidden } from '../../platform/hidden-content.js';
import { type UserRow, users } from '../users/users.table.js';
import { listingVersion } from './discovery.table.js';

/**
 * The listing's condition and order, written exactly as the partial indexes users_listing_city_idx and
 * users_listing_idx (migration 0002) are defined, so PostgreSQL reads a page straight off one of them.
 */
const listed = [eq(users.userType, 'isletme'), eq(users.isActive, true)];
const listingOrder = [
  sql`${users.isVerified} desc`,
  sql`${users.rating} desc`,
  sql`${users.reviewCount} desc`,
  sql`${users.id} asc`,
];

export interface ListingPageQuery {
  filters: ListingFilters;
  offset: number;
  limit: number;
}

function listingCondition(filters: ListingFilters): SQL {
  // A business an admin hid leaves the listing.
  const conditions: SQL[] = [...listed, notHidden('business', users.id)];
  if (filters.city) conditions.push(eq(users.city, filters.city));
  if (filters.vehicleType) conditions.push(arrayContains(users.vehicleType, [filters.vehicleType]));
  if (filters.sector) conditions.push(arrayContains(users.businessSector, [filters.sector]));
  if (filters.brand) conditions.push(arrayContains(users.businessBrand, [filters.brand]));
  if (filters.brandService) conditions.push(arrayContains(users.authorizedBrands, [filters.brandService]));
  return and(...conditions)!;
}

/** The page query on its own, so a test can ask PostgreSQL how it plans it. */
export const listingPageQuery = (db: Db, { filters, offset, limit }: ListingPageQuery) =>
  db
    .select()
    .from(users)
    .where(listingCondition(filters))
    .orderBy(...listingOrder)
    .limit(limit)
    .offset(offset);

export const listingCountQuery = (db: Db, filters: ListingFilters) =>
  db.select({ total: count() }).from(users).where(listingCondition(filters));

// Filter sets whose totals a node keeps; the busiest ones (each city, unfiltered) fit many times over.
const TOTALS_MAX = 2000;

export const filterKey = (f: ListingFilters) =>
  [f.city, f.vehicleType, f.sector, f.brand, f.brandService].map((v) => v || '').join('\u0000');

/**
 * Counting ~100,000 matching rows costs far more than reading a page, so totals are kept per filter set and version
 * of the listing (listing_version, raised by triggers in the transaction of every write that can change a total).
 * Reading the version is one indexed row; a total is counted once per version and filter set, and concurrent
 * requests for the same one share the count. Each node keeps its own totals: the version is in the database, so
 * none of them can outlive a write, whichever node or tool made it.
 */
export function createDiscoveryRepository(db: Db) {
  let cachedVersion = -1;
  const totals = new Map<string, Promise<number>>();

  const currentVersion = async () => {
    const [row] = await db.select({ version: listingVersion.version }).from(listingVersion);
    return Number(row?.version ?? 0);
  };

  const countNow = async (filters: ListingFilters) => {
    const [row] = await listingCountQuery(db, filters);
    return Number(row?.total ?? 0);
  };

  function totalFor(version: number, filters: ListingFilters): Promise<number> {
    // A request that read an older version than another one already did: count for it alone.
    if (version < cachedVersion) return countNow(filters);
    if (version > cachedVersion) {
      cachedVersion = version;
      totals.clear();
    }
    const key = filterKey(filters);
    const known = totals.get(key);
    if (known) return known;
    if (totals.size >= TOTALS_MAX) totals.delete(totals.keys().next().value!);
    const counting = countNow(filters);
    totals.set(key, counting);
    // A failed count (the database restarting) must not stay cached.
    counting.catch(() => {
      if (totals.get(key) === counting) totals.delete(key);
    });
    return counting;
  }

  return {
    /** The listing's version: it changes with every write that adds, removes or moves a business between filters. */
    version: currentVersion,
    /**
     * One page of active businesses in listing order, and how many match in all. `version` must have been read
     * before, so a total is never older than the version it is kept under.
     */
    async page(query: ListingPageQuery, version: number): Promise<{ rows: UserRow[]; total: number }> {
      const [rows, total] = await Promise.all([listingPageQuery(db, query), totalFor(version, query.filters)]);
      return { rows, total };
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
