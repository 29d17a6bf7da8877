import { TOWING_SECTOR } from '@otousta/shared/options/vehicles';
import type { ListingBbox, ListingFilters, ListingSort } from '@otousta/shared/schemas/listing';
import {
  type AnyColumn,
  and,
  arrayContains,
  arrayOverlaps,
  count,
  desc,
  eq,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { jsonRow } from '../../db/json-row.js';
import { type Bind, inList, inline, pageWindow, statementsByShape, windowShape } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { notHidden } from '../../platform/hidden-content.js';
import { pageOf } from '../../platform/table-page.js';
import {
  businessNameTerms,
  type NewUserRow,
  offersTowing,
  type PublicUserRow,
  ratingPrior,
  type UserRow,
  users,
} from './users.table.js';

/** Work another feature does in the transaction that deletes an account (app.ts wires it). */
export type AccountDeletionStep = (tx: Tx, userId: string) => Promise<void>;

/** Listing order: verified businesses first, then by rating; id keeps pages stable. Matches users_listing_order_idx. */
export const listingOrder = [
  sql`${users.isVerified} desc nulls last`,
  sql`${users.rating} desc nulls last`,
  users.id,
] as const;

/**
 * A business the public may see: a business account, active, and not hidden by an admin. The one definition used by
 * the listing, a business's profile page and the sitemap. The first two conditions are written exactly as the
 * partial indexes users_listing_city_idx and users_listing_idx (migration 0002) are defined, so PostgreSQL reads a
 * listing page straight off one of them; they are literals, not bound values, so that a statement prepared once can
 * still be proven to match those indexes' conditions.
 */
const publicBusiness = [sql`${users.userType} = 'isletme'`, sql`${users.isActive}`, notHidden('business', users.id)];

/** What narrows the list besides the five filters: a place to measure from (only located businesses), a name. */
export interface ListingNarrowing {
  /** Only businesses with a location: the list is in order of distance from a point. */
  located?: boolean;
  /**
   * A name search: for each typed word, the dictionary words it matches (nameMatches); a business matches when it
   * carries one of each word's matches (users.name_terms).
   */
  names?: readonly (readonly string[])[];
  /** Only businesses open at the moment: the hours module's condition on a business id (users never reads hours). */
  openAt?: (businessId: AnyColumn) => SQL;
  /** Only businesses whose pin lies in the visible part of a map. */
  bbox?: ListingBbox;
  /** Only businesses rated at least this many stars (their mean rating). */
  minRating?: number;
  /**
   * The names are asked of each business along the order's index as one `case`, which PostgreSQL does not estimate
   * from the column's statistics, so the plan stays the walk the totals chose (walksNames).
   */
  walk?: boolean;
}

type FilteredColumns = Record<
  'city' | 'vehicleType' | 'businessSector' | 'businessBrand' | 'authorizedBrands',
  AnyColumn
>;

/** The listing's five filters on a business's columns: the table's, or a subquery's that selected them. */
function filterConditions(filters: ListingFilters, bind: Bind, columns: FilteredColumns = users): SQL[] {
  const conditions: SQL[] = [];
  if (filters.city) conditions.push(eq(columns.city, bind('city', filters.city)));
  if (filters.vehicleType)
    conditions.push(arrayContains(columns.vehicleType, bind('vehicleType', [filters.vehicleType])));
  if (filters.sector === TOWING_SECTOR) conditions.push(offersTowing(columns.businessSector));
  else if (filters.sector) {
    conditions.push(arrayContains(columns.businessSector, bind('sector', [filters.sector])));
  }
  if (filters.brand) conditions.push(arrayContains(columns.businessBrand, bind('brand', [filters.brand])));
  if (filters.brandService) {
    conditions.push(arrayContains(columns.authorizedBrands, bind('brandService', [filters.brandService])));
  }
  return conditions;
}

const businessPoint = sql`earth_at(${users.businessLatitude}, ${users.businessLongitude})`;

/** The earth's radius in metres as earthdistance's earth() has it: earth_box measures in its units. */
const EARTH_RADIUS_M = 6_378_168;

/** A circle around the box's centre that holds all of it: the centre and the radius in earth() metres. */
function bboxCircle(box: ListingBbox): { lat: number; lng: number; radius: number } {
  const lat = (box.minLat + box.maxLat) / 2;
  const lng = (box.minLng + box.maxLng) / 2;
  const rad = Math.PI / 180;
  const angle = (cLat: number, cLng: number) => {
    const h =
      Math.sin(((cLat - lat) * rad) / 2) ** 2 +
      Math.cos(lat * rad) * Math.cos(cLat * rad) * Math.sin(((cLng - lng) * rad) / 2) ** 2;
    return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
  };
  const corners = [box.minLat, box.maxLat].flatMap((cLat) => [box.minLng, box.maxLng].map((cLng) => angle(cLat, cLng)));
  // A metre more than the farthest corner: the box's edges bulge out of no circle through its corners.
  return { lat, lng, radius: Math.max(...corners) * EARTH_RADIUS_M + 1 };
}

/**
 * The pins inside a map's box. earth_box, a cube around the circle holding the box, is what the GiST location index
 * answers (the same index as the distance order, so a box's page is read nearest to its centre first off it); the
 * degrees then cut the circle down to the box itself.
 */
function insideBbox(box: ListingBbox, bind: Bind): SQL {
  const circle = bboxCircle(box);
  const centre = sql`earth_at(${bind('boxLat', circle.lat)}::float8, ${bind('boxLng', circle.lng)}::float8)`;
  return sql`earth_box(${centre}, ${bind('boxRadius', circle.radius)}::float8) @> ${businessPoint}
    and ${users.businessLatitude} between ${bind('minLat', box.minLat)}::float8 and ${bind('maxLat', box.maxLat)}::float8
    and ${users.businessLongitude} between ${bind('minLng', box.minLng)}::float8 and ${bind('maxLng', box.maxLng)}::float8`;
}

function listingCondition(filters: ListingFilters, narrowing: ListingNarrowing = {}, bind: Bind = inline): SQL {
  const conditions: SQL[] = [...publicBusiness, ...filterConditions(filters, bind)];
  // Written as users_business_location_idx is defined (migration 0016), so the planner may read it.
  if (narrowing.located || narrowing.bbox) {
    conditions.push(sql`${users.businessLatitude} is not null and ${users.businessLongitude} is not null`);
  }
  if (narrowing.bbox) conditions.push(insideBbox(narrowing.bbox, bind));
  if (narrowing.minRating) conditions.push(sql`${users.rating} >= ${bind('minRating', narrowing.minRating)}::real`);
  // users_name_terms_idx answers each word's overlap, or a walk reads the words' digests and the words from the
  // order's index: integers for every business it passes, the words only where the digests match.
  const matches = (narrowing.names ?? []).map((words, i) => sql.param(bind(`name${i}`, [...words]), users.nameTerms));
  const names = matches.map((words) => arrayOverlaps(users.nameTerms, words));
  if (narrowing.walk && names.length) {
    const digests = matches.map((words) => arrayOverlaps(users.nameHashes, sql`(select digests_of(${words}))`));
    conditions.push(sql`case when ${and(...digests)} then ${and(...names)} else false end`);
  } else conditions.push(...names);
  if (narrowing.openAt) conditions.push(narrowing.openAt(users.id));
  return and(...conditions)!;
}

/** A typed word that matches no word of any business: no business matches the name. */
const matchesNothing = (names: ListingNarrowing['names']) => Boolean(names?.some((matches) => matches.length === 0));

const earthPoint = (lat: number, lng: number, bind: Bind = inline) =>
  sql`earth_at(${bind('lat', lat)}::float8, ${bind('lng', lng)}::float8)`;

export interface ListingPageQuery {
  filters: ListingFilters;
  /** Where distances are measured from: the caller's position or a district's centre. */
  origin?: { lat: number; lng: number };
  /** The folded name typed (what the page's totals are kept under) and what its words match (`names`). */
  q?: string;
  names?: ListingNarrowing['names'];
  openAt?: ListingNarrowing['openAt'];
  bbox?: ListingBbox;
  minRating?: number;
  /**
   * The name's matches are known to be a share of the businesses large enough for it: a page in the recommended or the
   * rating order, of every city or one, walks that order's index and checks each business's words on the way, planned
   * once, instead of reading every match and sorting them (walksNames).
   */
  wide?: boolean;
  order: ListingSort;
  offset: number;
  limit: number;
}

/**
 * A name's page that walks its order's index (`wide`): the index holds the words (migration 0028), so the businesses
 * it passes cost no table row. Another filter could match few businesses and make that walk long; such a page is read
 * by its matches.
 */
const walksNames = ({ wide, names, origin, openAt, bbox, minRating, order, filters }: ListingPageQuery): boolean =>
  Boolean(wide && names && !origin && !openAt && !bbox && !minRating) &&
  (order === 'recommended' || order === 'rating') &&
  Object.entries(filters).every(([key, value]) => !value || key === 'city');

function listingOrderBy(query: ListingPageQuery, bind: Bind): SQL[] {
  const id = sql`${users.id} asc`;
  switch (query.order) {
    case 'distance': {
      // A map's box without a position of one's own: nearest its centre first.
      const { lat, lng } = query.origin ?? bboxCircle(query.bbox!);
      // `<->` is the straight-line distance between the points on the earth: the same order as along its surface,
      // and the GiST index yields rows nearest first, so a page reads a dozen index entries instead of sorting. No
      // tie-breaker: PostgreSQL 15 would then sort every row (it cannot add one to an index-ordered scan).
      return [sql`${businessPoint} <-> ${earthPoint(lat, lng, bind)}`];
    }
    case 'rating':
      return [sql`${users.weightedRating} desc`, sql`${users.reviewCount} desc`, id];
    case 'reviews':
      return [sql`${users.reviewCount} desc`, sql`${users.weightedRating} desc`, id];
    case 'newest':
      return [sql`${users.createdAt} desc`, id];
    case 'recommended':
      return recommendedOrder;
  }
}

// 'Önerilen': the stored score (users.recommendedScore); verified-service reviews and response time are to be added to
// it when businesses carry them.
const recommendedOrder = [
  sql`${users.isVerified} desc`,
  sql`${users.recommendedScore} desc`,
  sql`${users.reviewCount} desc`,
  sql`${users.id} asc`,
];

/**
 * The columns a public profile shows (toPublicUser), so the hot pages that list businesses neither read nor decode an
 * account's private and search columns (password hash, consents, preferences, the trigram text).
 */
const publicColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  city: users.city,
  photos: users.photos,
  businessName: users.businessName,
  vehicleType: users.vehicleType,
  businessSector: users.businessSector,
  businessBrand: users.businessBrand,
  authorizedBrands: users.authorizedBrands,
  businessServices: users.businessServices,
  businessAddress: users.businessAddress,
  businessLatitude: users.businessLatitude,
  businessLongitude: users.businessLongitude,
  instagram: users.instagram,
  facebook: users.facebook,
  rating: users.rating,
  reviewCount: users.reviewCount,
  verifiedReviewCount: users.verifiedReviewCount,
  responseTimeMinutes: users.responseTimeMinutes,
  responseRate: users.responseRate,
  isOnline: users.isOnline,
  isVerified: users.isVerified,
  isActive: users.isActive,
  lastSeen: users.lastSeen,
  createdAt: users.createdAt,
  phone: users.phone,
  email: users.email,
} satisfies { [K in keyof PublicUserRow]: AnyColumn };
const publicBusinessRow = jsonRow<PublicUserRow>(publicColumns);
/** The public columns as a subquery that selected them names them. */
const pageColumns = (page: Record<keyof PublicUserRow, AnyColumn>) =>
  Object.fromEntries(Object.keys(publicColumns).map((key) => [key, page[key as keyof PublicUserRow]])) as {
    [K in keyof PublicUserRow]: AnyColumn;
  };

/**
 * Another module's value about a business, read in the listing page's own statement (the hours module's schedule):
 * one round trip for the page and what its cards show.
 */
export type HoursColumn = (businessId: AnyColumn) => SQL;

/** What the listing page's own statement reads of other modules beside its businesses. */
export interface ListingPageReads {
  hours?: HoursColumn;
  /**
   * The discovery module's listing version, of the same moment as the page: a page near a visitor's position and its
   * kept total then take one round trip.
   */
  version?: SQL;
}

export interface ListingPageRow {
  /** The business's public columns as one JSON value (publicBusinessRowOf reads it). */
  user: unknown;
  hours: unknown;
  version: unknown;
}

/**
 * Whether a page's plan is the same for any values: the nearest businesses to any point, with no filter, are read off
 * the location index in order, and the nearest tow trucks off theirs; the recommended and the rating order, of every
 * business or of one city, off their own indexes (users_recommended_city_idx, users_weighted_rating_city_idx, …),
 * whichever city, and so is a common name's walk along them. Other filters, and a name too rare to walk for, make it
 * depend on how many businesses match (pageWindow).
 */
const plannedOnce = (query: ListingPageQuery) => {
  const { origin, names, filters, order } = query;
  if (names) return walksNames(query);
  if (query.bbox || query.minRating) return false;
  const set = Object.entries(filters).filter(([, value]) => Boolean(value));
  if (origin) return order === 'distance' && set.every(([key, value]) => key === 'sector' && value === TOWING_SECTOR);
  return (order === 'recommended' || order === 'rating') && set.every(([key]) => key === 'city');
};

/**
 * One page of the public business listing, as a query (the plan tests explain it). Near a position it is read in
 * distance order off the location index; the distance itself is the caller's to compute from the coordinates, since
 * `earth_distance` in the statement, an SQL function run per row, cost PostgreSQL more than the index scan.
 */
export const listingPageQuery = (
  db: Db,
  query: ListingPageQuery,
  bind: Bind = inline,
  { hours, version }: ListingPageReads = {},
) => {
  const walk = walksNames(query);
  const window = pageWindow(query.limit, query.offset, bind, plannedOnce(query));
  const condition = listingCondition(
    query.filters,
    {
      located: Boolean(query.origin),
      names: query.names,
      openAt: query.openAt,
      bbox: query.bbox,
      minRating: query.minRating,
      walk,
    },
    bind,
  );
  const reads = (id: AnyColumn) => ({
    hours: hours ? hours(id) : sql<null>`null`,
    version: version ?? sql<null>`null`,
  });
  /** A select of businesses narrowed to the page's rows, in order. */
  const paged = <T extends PgSelect>(select: T) =>
    select
      .where(condition)
      .orderBy(...listingOrderBy(query, bind))
      .limit(window.limit)
      .offset(window.offset);
  if (walk) {
    // The walk reads the order's index alone (ids, digests and words), and only the page's dozen businesses are read
    // whole; those few are put in order again.
    const page = paged(db.select({ id: users.id }).from(users).$dynamic()).as('page');
    return db
      .select({ user: publicBusinessRow.here, ...reads(users.id) })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(...listingOrderBy(query, bind));
  }
  const page = paged(db.select(publicColumns).from(users).$dynamic()).as('page');
  // The page's dozen rows are found first and only they are built into JSON: PostgreSQL computes a column for every
  // row that reaches a sort, so a name search sorting its 900 matches would build 900 objects. The outer statement
  // only projects the page's rows, which keeps their order (ordering them again cost as much as a page near a
  // position); the listing tests check the order of every sort.
  return db.select({ user: jsonRow<PublicUserRow>(pageColumns(page)).here, ...reads(page.id) }).from(page);
};

/**
 * Businesses of one city a quote request's match walks in the recommended order before it stops walking (decision 032):
 * a match among them is read by one statement planned once per connection; a rarer one is planned for its values.
 */
const MATCH_WALK = 200;

/**
 * The first `limit` public businesses of the city in the recommended order that pass the other filters, looked for
 * among the city's first MATCH_WALK only. Its plan is the same for any values (users_recommended_city_idx in order, the
 * filters checked on each business passed, stopping at `limit`); the same match as a listing page was planned for its
 * values on every request, which cost PostgreSQL four times what running it did (docs/BENCHMARKS.md 'Group commit').
 */
export const walkedMatchQuery = (db: Db, filters: ListingFilters, limit: number, bind: Bind) => {
  // The index's own columns: the walk reads users_recommended_city_idx alone.
  const walked = db
    .select({ id: users.id, isVerified: users.isVerified, score: users.recommendedScore, reviews: users.reviewCount })
    .from(users)
    .where(and(...publicBusiness, eq(users.city, bind('city', filters.city!))))
    .orderBy(...recommendedOrder)
    .limit(sql.raw(String(MATCH_WALK)) as never)
    .as('walked');
  // Each business passed is read by its key and asked the filters: a lateral subquery of one row, which PostgreSQL
  // plans on its own (asked of the table as a join, the filters were planned as a scan of their indexes). The page
  // keeps the walk's order and stops at `limit`.
  const business = db
    .select(publicColumns)
    .from(users)
    .where(and(eq(users.id, walked.id), ...filterConditions({ ...filters, city: undefined }, bind)))
    .limit(sql.raw('1') as never)
    .as('business');
  return db
    .select({ user: jsonRow<PublicUserRow>(pageColumns(business)).here })
    .from(walked)
    .crossJoinLateral(business)
    .orderBy(
      sql`${walked.isVerified} desc`,
      sql`${walked.score} desc`,
      sql`${walked.reviews} desc`,
      sql`${walked.id} asc`,
    )
    .limit(sql.raw(String(limit)) as never);
};

/** How long a filter set whose walk fell short is read as the page without walking, and how many such sets are kept. */
const SPARSE_MS = 60_000;
const SPARSE_MAX = 1000;

/** A match the walk answers: the first businesses of one city in the recommended order, the listing's first page. */
const walksMatch = ({ order, filters, origin, names, openAt, bbox, minRating, offset, limit }: ListingPageQuery) =>
  order === 'recommended' &&
  Boolean(filters.city) &&
  !origin &&
  !names &&
  !openAt &&
  !bbox &&
  !minRating &&
  offset === 0 &&
  Number.isSafeInteger(limit) &&
  limit > 0 &&
  limit <= MATCH_WALK;

/**
 * The first businesses of a listing page, as its statement would read them: walked for (walkedMatchQuery) when they
 * are among their city's first MATCH_WALK, otherwise read as the page.
 */
function createListingMatches(db: Db, pages: (query: ListingPageQuery) => Promise<ListingPageRow[]>) {
  const walks = statementsByShape<ListingPageQuery, { user: unknown }[]>(
    'listing_match',
    ({ filters: f, limit }) => {
      const set = [f.vehicleType, f.sector, f.brand, f.brandService].map((v): number => (v ? 1 : 0));
      if (f.sector === TOWING_SECTOR) set[1] = 2;
      return `${set.join('')}:${limit}`;
    },
    ({ filters, limit }, bind) => walkedMatchQuery(db, filters, limit, bind),
    ({ filters: f }) => ({
      city: f.city,
      vehicleType: [f.vehicleType],
      sector: [f.sector],
      brand: [f.brand],
      brandService: [f.brandService],
    }),
  );
  // Filter sets whose last walk fell short, and when: their matches are too sparse for a walk to pay, so for a while
  // they are read as the page at once.
  const sparse = new Map<string, number>();
  return async (query: ListingPageQuery): Promise<{ user: unknown }[]> => {
    if (!walksMatch(query)) return pages(query);
    const key = JSON.stringify([query.filters, query.limit]);
    const missed = sparse.get(key);
    if (missed !== undefined && Date.now() - missed < SPARSE_MS) return pages(query);
    const walked = await walks(query);
    if (walked.length === query.limit) return walked;
    // Fewer than asked for: the rest, if any, lie past the walk.
    if (sparse.size >= SPARSE_MAX) sparse.delete(sparse.keys().next().value!);
    sparse.delete(key);
    sparse.set(key, Date.now());
    return pages(query);
  };
}

/**
 * Listing pages as named prepared statements, one per shape (which filters are set, which order): each is built and
 * planned once per database connection instead of on every request, which is most of what a page near a visitor's
 * own position costs besides reading its dozen index entries (docs/BENCHMARKS.md, 'Finding businesses'). A page of
 * businesses open now carries the minute in its condition and is built each time.
 */
function createListingPages(db: Db, reads: ListingPageReads) {
  const pages = statementsByShape<ListingPageQuery, ListingPageRow[]>(
    'listing_page',
    (query) => {
      const { filters: f, origin, names, order, limit, offset } = query;
      const set = [origin, f.city, f.vehicleType, f.sector, f.brand, f.brandService, query.bbox, query.minRating].map(
        (v): number => (v ? 1 : 0),
      );
      // Tow trucks have their own text: their sector is a literal (listingCondition).
      if (f.sector === TOWING_SECTOR) set[3] = 2;
      const window = windowShape(limit, offset, plannedOnce(query));
      return `${order}:${set.join('')}:${names?.length ?? 0}:${walksNames(query) ? 'walk' : ''}:${window}`;
    },
    (query, bind) => listingPageQuery(db, query, bind, reads),
    ({ filters: f, origin, names, bbox, minRating, limit, offset }) => {
      const circle = bbox && bboxCircle(bbox);
      return {
        city: f.city,
        vehicleType: [f.vehicleType],
        sector: [f.sector],
        brand: [f.brand],
        brandService: [f.brandService],
        lat: origin?.lat ?? circle?.lat,
        lng: origin?.lng ?? circle?.lng,
        ...(bbox && circle ? { ...bbox, boxLat: circle.lat, boxLng: circle.lng, boxRadius: circle.radius } : {}),
        minRating,
        ...Object.fromEntries((names ?? []).map((matches, i) => [`name${i}`, [...matches]])),
        limit,
        offset,
      };
    },
  );
  return async (query: ListingPageQuery): Promise<ListingPageRow[]> => {
    if (matchesNothing(query.names)) return [];
    // The word with the fewest matches is asked first: a walk rules most businesses out with the shortest list.
    const names = query.names && [...query.names].sort((a, b) => a.length - b.length);
    const sorted = { ...query, names };
    return query.openAt ? listingPageQuery(db, sorted, inline, reads) : pages(sorted);
  };
}

export const listingCountQuery = (db: Db, filters: ListingFilters, narrowing: ListingNarrowing = {}) =>
  db.select({ total: count() }).from(users).where(listingCondition(filters, narrowing));

/**
 * Conditions other modules embed in their own statements, so a hot path stays one statement: true when the account
 * `id` names exists and is active (`activeUser`), or may sell now: approved as a seller and active (`sellerCanSell`).
 */
export const activeUser = (id: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${users.isActive})`;
export const sellerCanSell = (id: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${id} and ${users.eCommerceIsVerified} and ${users.isActive})`;

/** What other modules show of a person or business next to their own data; which fields they publish is theirs. */
const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  businessName: users.businessName,
  userType: users.userType,
  city: users.city,
  photos: users.photos,
  email: users.email,
  phone: users.phone,
  isActive: users.isActive,
  isOnline: users.isOnline,
  lastSeen: users.lastSeen,
  eCommerceIsVerified: users.eCommerceIsVerified,
  marketingConsent: users.marketingConsent,
  createdAt: users.createdAt,
};
export interface UserSummary {
  id: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  userType: 'musteri' | 'isletme';
  city: string;
  photos: string[];
  email: string;
  phone: string;
  isActive: boolean;
  isOnline: boolean;
  lastSeen: Date | null;
  eCommerceIsVerified: boolean;
  /** İYS: marketing mail only with it. */
  marketingConsent: boolean;
  createdAt: Date;
}

export const publicBusinessRowOf = publicBusinessRow.read;

const summaryRow = jsonRow<UserSummary>(summaryColumns);
/**
 * A person's summary as one column of another module's statement (a catalogue page's sellers, a quote panel's
 * customers): one round trip for a page and the people it names. `summaryFromColumn` reads the value back.
 */
export const summaryColumn = (id: AnyColumn | SQL): SQL<unknown> => summaryRow.of(users, sql`${users.id} = ${id}`);
export const summaryFromColumn = summaryRow.read;

/** A person as a page of someone else's shows them: the name and photos, nothing to reach them by. */
const nameColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, photos: users.photos };
export type PersonName = Pick<UserSummary, keyof typeof nameColumns>;
const nameRow = jsonRow<PersonName>(nameColumns);
/**
 * A person's name as one column of another module's statement (a quote panel's customers): a summary's four fields,
 * so a page of ten rows builds, sends and parses no more than it shows. `nameFromColumn` reads the value back.
 */
export const nameColumn = (id: AnyColumn | SQL): SQL<unknown> => nameRow.of(users, sql`${users.id} = ${id}`);
export const nameFromColumn = nameRow.read;

/** What a business's card beside a request or an offer shows: its name, rating, badges and map pin. */
const cardColumns = {
  id: users.id,
  businessName: users.businessName,
  firstName: users.firstName,
  lastName: users.lastName,
  photos: users.photos,
  city: users.city,
  rating: users.rating,
  reviewCount: users.reviewCount,
  isVerified: users.isVerified,
  responseTimeMinutes: users.responseTimeMinutes,
  businessLatitude: users.businessLatitude,
  businessLongitude: users.businessLongitude,
} satisfies Partial<typeof publicColumns>;
export type BusinessCard = Pick<PublicUserRow, keyof typeof cardColumns>;
const cardRow = jsonRow<BusinessCard>(cardColumns);
/** A public business's card (hidden, inactive or missing: none) as one column of another module's statement. */
export const businessCardColumn = (id: AnyColumn | SQL): SQL<unknown> =>
  cardRow.of(users, and(sql`${users.id} = ${id}`, ...publicBusiness)!);
export const businessCardFromColumn = cardRow.read;

/** A seller's fields as the latest application leaves them: set in the transaction that records it. */
export type SellerStatusChange =
  | { status: 'pending' }
  | { status: 'approved'; taxNumber: string; phone: string }
  | { status: 'rejected' };

const businessAdminColumns = {
  id: users.id,
  businessName: users.businessName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  city: users.city,
  isVerified: users.isVerified,
  createdAt: users.createdAt,
};

export interface UserListQuery {
  userType?: 'musteri' | 'isletme';
  city?: string;
  /** Folded word prefixes that must all occur in users.search_terms. */
  terms?: string[];
  offset: number;
  limit: number;
}

/** A typed word stands for its hundred closest dictionary words at most (a short prefix begins many more). */
const NAME_MATCHES_MAX = 100;

/** An ARRAY[...] literal of bound parameters: the same SQL for node-postgres and PGlite. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Moves the entries waiting in the pending lists of the users table's GIN indexes into the indexes, answering how many
 * pending pages it moved (`pages`). Rewriting every business leaves up to 4 MB in each list, which every search
 * through that index then reads row by row until a vacuum (a name search on 100,000 businesses: 5.7 → 144 ms); moving
 * them costs a fraction of a second after a rewrite of 13 s (docs/decisions/026-finding-businesses.md).
 */
export const cleanGinPendingLists = sql`select coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int as pages
  from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
  where i.indrelid = 'users'::regclass and a.amname = 'gin'`;

export function createUsersRepository(db: Db, pageReads: ListingPageReads = {}) {
  // Asked by most pages that show people or businesses beside their own data: prepared once per connection.
  const summariesByIds = db.select(summaryColumns).from(users).where(inList(users.id, 'ids')).prepare('user_summaries');
  const publicBusinessesById = db
    .select(publicColumns)
    .from(users)
    .where(and(inList(users.id, 'ids'), ...publicBusiness))
    .prepare('public_businesses_by_id');
  const listingPage = createListingPages(db, pageReads);
  return {
    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async existsWith(field: 'email' | 'phone', value: string, exceptId?: string): Promise<boolean> {
      const column = field === 'email' ? users.email : users.phone;
      const where = exceptId ? and(eq(column, value), sql`${users.id} <> ${exceptId}`) : eq(column, value);
      const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
      return !!row;
    },

    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Deletes the user (refresh tokens go with it by cascade) and returns what was deleted. `before` runs in the same
     * transaction: what other features settle for a leaving account.
     */
    delete(id: string, before?: AccountDeletionStep): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        await before?.(tx, id);
        const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
        return row;
      });
    },

    /** Active users page by page in listing order, with the total. */
    async list(query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [eq(users.isActive, true)];
      if (query.userType) conditions.push(eq(users.userType, query.userType));
      if (query.city) conditions.push(eq(users.city, query.city));
      if (query.terms?.length) conditions.push(arrayContains(users.searchTerms, query.terms));
      const where = and(...conditions);
      return pageOf(db, users, where, listingOrder, query);
    },

    /** Presence: online or not, and since when. */
    async setPresence(id: string, isOnline: boolean, at: Date): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ isOnline, lastSeen: at }).where(eq(users.id, id)).returning();
      return row;
    },

    /** Everybody still marked online goes offline (a single API process starting: nobody is connected yet). */
    async clearPresence(at: Date): Promise<void> {
      await db.update(users).set({ isOnline: false, lastSeen: at }).where(eq(users.isOnline, true));
    },

    async summaries(ids: readonly string[], tx?: Tx): Promise<UserSummary[]> {
      if (ids.length === 0) return [];
      if (!tx) return summariesByIds.execute({ ids: [...new Set(ids)] });
      return tx
        .select(summaryColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
    },

    async findPublicBusiness(id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), ...publicBusiness));
      return row;
    },

    /** The public businesses among these ids (active, not hidden), in one statement. */
    publicBusinessesByIds(ids: readonly string[]): Promise<PublicUserRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return publicBusinessesById.execute({ ids: [...new Set(ids)] });
    },

    /** Public businesses in id order, a slice at a time: one file of the sitemap. */
    publicBusinessUrls(offset: number, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: users.id, updatedAt: users.updatedAt })
        .from(users)
        .where(and(...publicBusiness))
        .orderBy(users.id)
        .limit(limit)
        .offset(offset);
    },

    /** How many businesses the public may see: the sitemap splits them into files. */
    async publicBusinessCount(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(and(...publicBusiness));
      return Number(row?.total ?? 0);
    },

    /** Each sector of each province with at least one public business: the sitemap's city+sector pages. */
    publicCitySectors(): Promise<{ city: string; sector: string }[]> {
      return db
        .selectDistinct({ city: users.city, sector: sql<string>`unnest(${users.businessSector})` })
        .from(users)
        .where(and(...publicBusiness));
    },

    /**
     * For each folded word typed, the dictionary words a business may carry that it matches: alike by trigrams (at
     * least pg_trgm.similarity_threshold, db/client.ts), or beginning with it from the third letter on, the most alike
     * first, at most NAME_MATCHES_MAX. One statement for every word; business_name_terms_trgm_idx answers both.
     */
    async nameMatches(words: readonly string[]): Promise<string[][]> {
      const result = await db.execute(sql`
        select array(
          select t.term from ${businessNameTerms} t
          where t.term % w.word or (length(w.word) >= 3 and t.term like w.word || '%')
          order by similarity(t.term, w.word) desc, t.term
          limit ${NAME_MATCHES_MAX}) as matches
        from unnest(${textArray(words)}) with ordinality as w(word, n)
        order by w.n`);
      return rowsOf<{ matches: string[] }>(result).map((row) => row.matches);
    },

    /** One page of the public business listing and how many match; `total` is the caller's (it keeps totals). */
    listingPage,
    /** The first businesses of a listing page in its order, without what else the page reads (a quote's match). */
    listingMatches: createListingMatches(db, listingPage),

    async listingCount(filters: ListingFilters, narrowing?: ListingNarrowing): Promise<number> {
      if (matchesNothing(narrowing?.names)) return 0;
      const [row] = await listingCountQuery(db, filters, narrowing);
      return Number(row?.total ?? 0);
    },

    /**
     * Moves the weighted rating's prior to the platform's mean (over every review of a listed business; `fallback`
     * before the first) once it has drifted by `drift` stars or more, and scores every business again in the same
     * transaction (the users_listing_scores trigger, migration 0019). Answers whether it moved. Two nodes refreshing
     * at once queue on the prior's row; the second finds nothing left to move.
     */
    async refreshRatingPrior(weight: number, fallback: number, drift: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            mean: sql<
              number | null
            >`sum(${users.rating}::float8 * ${users.reviewCount}) / nullif(sum(${users.reviewCount}), 0)`,
          })
          .from(users)
          .where(and(...publicBusiness));
        const mean = row?.mean === null || row?.mean === undefined ? fallback : Number(row.mean);
        const moved = await tx
          .update(ratingPrior)
          .set({ mean, weight, updatedAt: sql`now()` })
          .where(
            sql`abs(${ratingPrior.mean} - ${mean}::float8) >= ${drift}::float8 or ${ratingPrior.weight} <> ${weight}::float8`,
          )
          .returning({ id: ratingPrior.id });
        if (moved.length === 0) return false;
        await tx
          .update(users)
          .set({ reviewCount: sql`${users.reviewCount}` })
          .where(eq(users.userType, 'isletme'));
        await tx.execute(cleanGinPendingLists);
        return true;
      });
    },

    /** The account's seller fields follow its latest application, in the transaction that records it. */
    async setSellerStatus(tx: Tx, id: string, change: SellerStatusChange): Promise<void> {
      const fields: Partial<NewUserRow> = { sellerApplicationStatus: change.status };
      if (change.status !== 'pending') fields.eCommerceIsVerified = change.status === 'approved';
      if (change.status === 'approved')
        Object.assign(fields, { eCommerceTaxNumber: change.taxNumber, eCommercePhone: change.phone });
      await tx
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** Businesses for the admins' verification tab: unverified first, newest first. */
    async businessesForVerification(terms: string[], offset: number, limit: number) {
      const conditions: SQL[] = [eq(users.userType, 'isletme')];
      if (terms.length) conditions.push(arrayContains(users.searchTerms, terms));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select(businessAdminColumns)
          .from(users)
          .where(where)
          .orderBy(users.isVerified, desc(users.createdAt), users.id)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },

    async setVerified(id: string, isVerified: boolean) {
      const [row] = await db
        .update(users)
        .set({ isVerified, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.userType, 'isletme')))
        .returning(businessAdminColumns);
      return row;
    },

    /** A business's response figures, as the responsiveness module computed them. */
    async setResponseStats(id: string, stats: { responseTimeMinutes: number | null; responseRate: number | null }) {
      await db
        .update(users)
        .set(stats)
        .where(and(eq(users.id, id), eq(users.userType, 'isletme')));
    },

    /** The active admins' ids: who hears of what waits for an admin's decision. */
    async activeAdminIds(tx: Db | Tx = db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
      return rows.map((row) => row.id);
    },

    /** Makes the account with this e-mail an admin with this password; undefined when there is none. */
    async promoteToAdmin(email: string, passwordHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(users)
        .set({ role: 'admin', passwordHash, isActive: true, updatedAt: new Date() })
        .where(eq(users.email, email))
        .returning({ id: users.id });
      return row?.id;
    },

    /**
     * Appends photos only while the total stays within `max`, in one statement, so two uploads at the same time
     * cannot together pass the limit. Returns the new list, or undefined when the limit would be exceeded.
     */
    async appendPhotos(id: string, urls: string[], max: number): Promise<string[] | undefined> {
      const [row] = await db
        .update(users)
        .set({ photos: sql`${users.photos} || ${textArray(urls)}`, updatedAt: new Date() })
        .where(and(eq(users.id, id), sql`cardinality(${users.photos}) + ${urls.length} <= ${max}`))
        .returning({ photos: users.photos });
      return row?.photos;
    },

    /** Removes one of the user's photos; undefined when it is not theirs. */
    async removePhoto(id: string, url: string): Promise<string[] | undefined> {
      const [row] = await db
        .update(users)
        .set({ photos: sql`array_remove(${users.photos}, ${url})`, updatedAt: new Date() })
        .where(and(eq(users.id, id), arrayContains(users.photos, [url])))
        .returning({ photos: users.photos });
      return row?.photos;
    },

    async photoOwner(url: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(arrayContains(users.photos, [url]))
        .limit(1);
      return row?.id;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
