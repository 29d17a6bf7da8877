import type { ListingFilters } from '@otousta/shared/schemas/listing';
import { and, arrayContains, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notHidden } from '../reports/hidden.js';
import { type UserRow, users } from '../users/users.table.js';

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

export function createDiscoveryRepository(db: Db) {
  return {
    /** One page of active businesses in listing order, and how many match in all. */
    async page(query: ListingPageQuery): Promise<{ rows: UserRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([listingPageQuery(db, query), listingCountQuery(db, query.filters)]);
      return { rows, total: Number(totals?.total ?? 0) };
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
