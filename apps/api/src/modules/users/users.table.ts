import { TOWING_SECTOR } from '@otousta/shared/options/vehicles';
import type { Preferences } from '@otousta/shared/schemas/user';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/columns.js';

const emptyList = sql`'{}'::text[]`;
/** Customers and businesses (docs/product.md §3 'User / service provider'; height, weight, age, skin colour not collected). */
/**
 * A business that offers towing, written as users_towing_location_idx's condition is (a literal, so a statement
 * prepared once can be proven to use the index).
 */
export const offersTowing = (sectors: AnyColumn): SQL => sql`${sectors} @> ${sql.raw(`'{${TOWING_SECTOR}}'::text[]`)}`;

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    // Stored lower-case, so the unique constraint is case-insensitive in effect.
    email: text().notNull().unique(),
    // E.164, e.g. +905321234567.
    phone: text().notNull().unique(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    city: text().notNull(),
    // Optional for customers: nothing a customer does needs it (data minimisation).
    birthDate: date({ mode: 'string' }),
    userType: text({ enum: ['musteri', 'isletme'] }).notNull(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    businessName: text(),
    businessAddress: text(),
    businessServices: text(),
    vehicleType: text().array().notNull().default(emptyList),
    businessSector: text().array().notNull().default(emptyList),
    businessBrand: text().array().notNull().default(emptyList),
    authorizedBrands: text().array().notNull().default(emptyList),
    businessLatitude: doublePrecision(),
    businessLongitude: doublePrecision(),
    instagram: text(),
    facebook: text(),
    photos: text().array().notNull().default(emptyList),
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    /**
     * The listing's orders, kept by the users_listing_scores trigger (migration 0019) from rating, reviewCount and
     * rating_prior, so a page is read off an index instead of sorting every business: the Bayesian weighted rating
     * ('rating' sort) and the 'recommended' score.
     */
    weightedRating: doublePrecision().notNull().default(0),
    recommendedScore: doublePrecision().notNull().default(0),
    /** Reviews by customers with a completed appointment here, kept by the reviews_verified_* triggers (0014). */
    verifiedReviewCount: integer().notNull().default(0),
    /**
     * Median minutes to the first answer of a customer's new conversation or quote request, and the percent answered
     * within 24 hours, over the last 30 days (docs/product.md §10 'Response time'); null without requests. Kept by the
     * responsiveness module through setResponseStats, never computed on a page view.
     */
    responseTimeMinutes: integer(),
    responseRate: smallint(),
    isOnline: boolean().notNull().default(false),
    isVerified: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    lastSeen: timestamptz(),
    preferences: jsonb().$type<Preferences>().notNull().default({}),
    eCommerceIsVerified: boolean().notNull().default(false),
    eCommerceTaxNumber: text(),
    eCommercePhone: text(),
    /** Status of the user's latest seller application, kept by the sellers module in the same transaction. */
    sellerApplicationStatus: text({ enum: ['pending', 'approved', 'rejected'] }),
    /**
     * Folded (Turkish-aware) prefixes of every searchable word: names, business name, city, sector and brand labels.
     * `search_terms @> '{izm}'` finds İzmir through a GIN index on PGlite and PostgreSQL alike, without pg_trgm
     * (which the embedded database does not load). Maintained by the users service on every write.
     */
    searchTerms: text().array().notNull().default(emptyList),
    /**
     * The words a business is found by, Turkish-folded: each word of its name, each two neighbouring words written
     * together ('oto elektrik' → 'otoelektrik'), its owner's first and last names; empty for a customer. Written by
     * a trigger of the database (migration 0025), so every writer (the service, the demo seed) keeps it, and each word
     * is added to business_name_terms. A name search matches these words exactly, its typos resolved against that
     * dictionary first (docs/decisions/026-finding-businesses.md).
     */
    nameTerms: text().array().notNull().default(emptyList),
    /**
     * A 32-bit digest of each of `name_terms` (`digests_of`, migration 0029), in the recommended and rating indexes: a
     * common name's walk rules a business out by comparing integers, and compares the words themselves only for the
     * few whose digests match (docs/decisions/026-finding-businesses.md).
     */
    nameHashes: integer().array().notNull().generatedAlwaysAs(sql`digests_of(name_terms)`),
    /** When the address was confirmed through a mailed link; null until then. */
    emailVerifiedAt: timestamptz(),
    /** A new address waiting for its link to be opened; the account keeps `email` until then. */
    pendingEmail: text(),
    /** KVKK: when the privacy notice was accepted, and which version of it. */
    kvkkAcceptedAt: timestamptz(),
    kvkkVersion: text(),
    /** İYS: marketing e-mail only with this consent; the time of the last grant or withdrawal. */
    marketingConsent: boolean().notNull().default(false),
    marketingConsentAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('users_type_active_city_idx').on(t.userType, t.isActive, t.city),
    index('users_listing_order_idx').on(t.isVerified.desc(), t.rating.desc(), t.id),
    index('users_vehicle_type_idx').using('gin', t.vehicleType),
    index('users_business_sector_idx').using('gin', t.businessSector),
    index('users_business_brand_idx').using('gin', t.businessBrand),
    index('users_authorized_brands_idx').using('gin', t.authorizedBrands),
    index('users_photos_idx').using('gin', t.photos),
    index('users_search_terms_idx').using('gin', t.searchTerms),
    index('users_name_terms_idx').using('gin', t.nameTerms).where(sql`${t.userType} = 'isletme' and ${t.isActive}`),
    // Businesses by distance: the nearest first straight off this index (`<->`), or those inside a box (earth_box).
    index('users_business_location_idx')
      .using('gist', sql`earth_at(${t.businessLatitude}, ${t.businessLongitude})`)
      .where(
        sql`${t.userType} = 'isletme' and ${t.isActive} and ${t.businessLatitude} is not null and ${t.businessLongitude} is not null`,
      ),
    // Tow trucks by distance ('Acil Çekici'): the nearest read off their own index instead of passing a dozen other
    // businesses for each one on the way (docs/decisions/026-finding-businesses.md).
    index('users_towing_location_idx')
      .using('gist', sql`earth_at(${t.businessLatitude}, ${t.businessLongitude})`)
      .where(
        sql`${t.userType} = 'isletme' and ${t.isActive} and ${t.businessLatitude} is not null and ${t.businessLongitude} is not null and ${offersTowing(t.businessSector)}`,
      ),
  ],
);

export type UserRow = typeof users.$inferSelect;
/** What a public profile is made of (users.presenter.ts toPublicUser); the hot listing pages read only these. */
export type PublicUserRow = Pick<
  UserRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'userType'
  | 'city'
  | 'photos'
  | 'businessName'
  | 'vehicleType'
  | 'businessSector'
  | 'businessBrand'
  | 'authorizedBrands'
  | 'businessServices'
  | 'businessAddress'
  | 'businessLatitude'
  | 'businessLongitude'
  | 'instagram'
  | 'facebook'
  | 'rating'
  | 'reviewCount'
  | 'verifiedReviewCount'
  | 'responseTimeMinutes'
  | 'responseRate'
  | 'isOnline'
  | 'isVerified'
  | 'isActive'
  | 'lastSeen'
  | 'createdAt'
  | 'phone'
  | 'email'
>;
export type NewUserRow = typeof users.$inferInsert;

/**
 * The prior of the weighted rating: the platform's mean of business reviews, counted as `weight` reviews. One row,
 * refreshed by the users service when the mean has moved (every business is then scored again).
 */
export const ratingPrior = pgTable(
  'rating_prior',
  {
    id: boolean().primaryKey().default(true),
    mean: doublePrecision().notNull(),
    weight: doublePrecision().notNull(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check('rating_prior_single_row', sql`${t.id}`)],
);

/**
 * Every word a business has been found by (users.name_terms), kept by the same trigger: a typed word is matched
 * against these few thousand words by trigrams, and only then are businesses looked up by the exact words it matched.
 * A word no business carries any more stays: it then finds nothing.
 */
export const businessNameTerms = pgTable('business_name_terms', { term: text().primaryKey() }, (t) => [
  index('business_name_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);
