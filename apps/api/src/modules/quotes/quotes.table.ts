import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz, writeTimes } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

/**
 * A customer's quote request ('Teklif İste', docs/product.md §10). `status` is stored as open, accepted or cancelled;
 * an open request whose `expires_at` has passed reads as expired everywhere (docs/decisions/025-quote-requests.md).
 * `vehicle_id` names a garage vehicle when the customer picked one; it has no foreign key, the garage is another
 * module's and the request keeps its own copy of the vehicle's plate, type, brand, model and year.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: text().primaryKey(),
    customerId: cascadeRef(() => users.id),
    vehicleId: text(),
    // The garage vehicle's plate when one was picked (normalised, '34ABC123'), kept like its type and model.
    plate: text(),
    vehicleType: text().notNull(),
    brand: text().notNull(),
    model: text().notNull(),
    year: smallint().notNull(),
    sector: text().notNull(),
    city: text().notNull(),
    district: text().notNull(),
    description: text().notNull(),
    urgency: text().notNull(),
    photos: text().array().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: ['open', 'accepted', 'cancelled'] })
      .notNull()
      .default('open'),
    acceptedOfferId: text(),
    appointmentId: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    closedAt: timestamptz(),
  },
  (t) => [
    // The customer's own requests, newest first.
    index('quotes_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    check('quotes_description_length', sql`char_length(${t.description}) between 20 and 2000`),
    check('quotes_photos_count', sql`coalesce(array_length(${t.photos}, 1), 0) <= 5`),
  ],
);

/**
 * The businesses a request was sent to (at most 5). `created_at` copies the request's, so a business's panel pages
 * through its own rows in one index (quote_recipients_business_created_idx) however many requests exist. The row also
 * carries what the panel's filters read, so no filter joins the requests and offers of a busy business: `sector` and
 * `urgency` copied from the request; `open_until` its expiry while it is open (null once accepted or cancelled) and
 * `offer_status` the business's own offer's status (null without one), both kept by triggers on quotes and
 * quote_offers in the transaction that changes them (migration 0023).
 */
export const quoteRecipients = pgTable(
  'quote_recipients',
  {
    quoteId: cascadeRef(() => quotes.id),
    businessId: cascadeRef(() => users.id),
    createdAt: timestamptz().notNull(),
    sector: text().notNull(),
    urgency: text().notNull(),
    openUntil: timestamptz(),
    offerStatus: text({ enum: ['pending', 'accepted', 'declined'] }),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.businessId] }),
    // The filtered columns close the key, so a filtered page and its total are read off the index alone.
    index('quote_recipients_business_created_idx').on(
      t.businessId,
      t.createdAt.desc(),
      t.quoteId.desc(),
      t.openUntil,
      t.offerStatus,
      t.sector,
      t.urgency,
    ),
  ],
);

/** One offer per addressed business and request, in kuruş; editable while the request is open. */
export const quoteOffers = pgTable(
  'quote_offers',
  {
    id: text().primaryKey(),
    quoteId: cascadeRef(() => quotes.id),
    businessId: cascadeRef(() => users.id),
    priceMinKurus: integer().notNull(),
    priceMaxKurus: integer().notNull(),
    duration: text().notNull(),
    earliestDate: date({ mode: 'string' }).notNull(),
    note: text(),
    status: text({ enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    ...writeTimes(),
  },
  (t) => [
    unique('quote_offers_quote_business_unique').on(t.quoteId, t.businessId),
    // A business's offers (its account's removal) and one of them by request: the plan a statement keeps for any
    // business expects a business to have an offer or two, and would read all of a busy one's for each request.
    index('quote_offers_business_idx').on(t.businessId, t.quoteId),
    check('quote_offers_price_range', sql`0 < ${t.priceMinKurus} and ${t.priceMinKurus} <= ${t.priceMaxKurus}`),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteRecipientRow = typeof quoteRecipients.$inferSelect;
export type QuoteOfferRow = typeof quoteOffers.$inferSelect;
