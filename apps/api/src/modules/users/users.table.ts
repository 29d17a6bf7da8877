import type { Preferences } from '@otousta/shared/schemas/user';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const emptyList = sql`'{}'::text[]`;
const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** Customers and businesses (docs/product.md §3 'User / service provider'; height, weight, age, skin colour not collected). */
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
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
