import type { QuoteState, QuoteStatus } from '@otousta/shared/schemas/quotes';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { insertColumns } from '../../db/insert-columns.js';
import { jsonRow } from '../../db/json-row.js';
import { insertTogether } from '../../db/one-statement.js';
import { descIndexed } from '../../db/order.js';
import { type Bind, inList, inline, statementsByShape } from '../../db/prepared.js';
import { updatedAny } from '../../platform/row-changes.js';
import { pageOf } from '../../platform/table-page.js';
import { businessCardColumn, nameColumn } from '../users/users.service.js';
import { type QuoteOfferRow, type QuoteRow, quoteOffers, quoteRecipients, quotes } from './quotes.table.js';

/** What a new request is written with; its status and what closes it start at their defaults. */
const newQuoteKeys = [
  'id',
  'customerId',
  'vehicleId',
  'plate',
  'vehicleType',
  'brand',
  'model',
  'year',
  'sector',
  'city',
  'district',
  'description',
  'urgency',
  'photos',
  'createdAt',
  'expiresAt',
] as const;

/** A request to store, with the businesses it goes to. */
export interface NewQuote {
  quote: Required<Pick<typeof quotes.$inferInsert, (typeof newQuoteKeys)[number]>>;
  businessIds: readonly string[];
}

export interface QuotePageQuery {
  offset: number;
  limit: number;
}

/** docs/decisions/025-quote-requests.md: an open request past its `expires_at` is expired, computed on every read. */
const isLive = sql`(${quotes.status} = 'open' and ${quotes.expiresAt} > now())`;

function statusCondition(status: QuoteStatus): SQL {
  switch (status) {
    case 'open':
      return isLive;
    case 'expired':
      return sql`(${quotes.status} = 'open' and ${quotes.expiresAt} <= now())`;
    default:
      return eq(quotes.status, status);
  }
}

/** A recipient row's request is open and unexpired (quote_recipients.open_until, kept by migration 0023's triggers). */
const recipientLive = sql`${quoteRecipients.openUntil} > now()`;

/** Where a request stands for the business the recipient row is of, read off that row alone. */
function stateCondition(state: QuoteState): SQL {
  switch (state) {
    case 'new':
      return sql`${recipientLive} and ${quoteRecipients.offerStatus} is null`;
    case 'offered':
      return sql`${recipientLive} and ${quoteRecipients.offerStatus} is not null`;
    case 'won':
      return sql`${quoteRecipients.offerStatus} = 'accepted'`;
    case 'closed':
      return sql`(${quoteRecipients.openUntil} is null or ${quoteRecipients.openUntil} <= now()) and ${quoteRecipients.offerStatus} is distinct from 'accepted'`;
  }
}

export interface BusinessFilters {
  state?: QuoteState;
  sector?: string;
  urgency?: string;
}

export interface BusinessPageQuery {
  businessId: string;
  filters: BusinessFilters;
  paging: QuotePageQuery;
}

/** A business's recipient rows, with the panel's filters. */
const businessRows = (businessId: string, filters: BusinessFilters, bind: Bind = inline): SQL =>
  and(
    eq(quoteRecipients.businessId, bind('businessId', businessId)),
    filters.state ? stateCondition(filters.state) : undefined,
    filters.sector ? eq(quoteRecipients.sector, bind('sector', filters.sector)) : undefined,
    filters.urgency ? eq(quoteRecipients.urgency, bind('urgency', filters.urgency)) : undefined,
  )!;

/** An offer as one column of a panel page's statement (the business's own offer on each request). */
const offerRow = jsonRow<QuoteOfferRow>({
  id: quoteOffers.id,
  quoteId: quoteOffers.quoteId,
  businessId: quoteOffers.businessId,
  priceMinKurus: quoteOffers.priceMinKurus,
  priceMaxKurus: quoteOffers.priceMaxKurus,
  duration: quoteOffers.duration,
  earliestDate: quoteOffers.earliestDate,
  note: quoteOffers.note,
  status: quoteOffers.status,
  createdAt: quoteOffers.createdAt,
  updatedAt: quoteOffers.updatedAt,
});

/**
 * A row of a business's panel: the request, its customer's name and the business's own card (the users module's,
 * read back by its service), and the business's own offer.
 */
export interface BusinessPageRow {
  quote: QuoteRow;
  customer: unknown;
  business: unknown;
  offer: QuoteOfferRow | undefined;
}

/**
 * A page of a business's panel and its total in one statement, prepared once per connection for each set of filters
 * (decision 030). The page's ids come off quote_recipients_business_created_idx in order, filtered on the recipient
 * rows alone (a subquery, so the planner never joins all of a busy business's rows to sort them), then each request
 * by its key, with its customer and the business's own offer by the request and the business together (either index
 * of quote_offers holds both: the plan kept for any business never reads all of a busy one's offers for each row).
 */
export function businessPageQuery(
  db: Db,
  { businessId, filters, paging: { offset, limit } }: BusinessPageQuery,
  bind: Bind,
) {
  const rows = businessRows(businessId, filters, bind);
  const page = db
    .select({ quoteId: quoteRecipients.quoteId, createdAt: quoteRecipients.createdAt })
    .from(quoteRecipients)
    .where(rows)
    .orderBy(descIndexed(quoteRecipients.createdAt), descIndexed(quoteRecipients.quoteId))
    .limit(bind('limit', limit))
    .offset(bind('offset', offset))
    .as('page');
  const ownOffer = and(eq(quoteOffers.quoteId, quotes.id), eq(quoteOffers.businessId, bind('businessId', businessId)))!;
  return db
    .select({
      quote: quotes,
      customer: nameColumn(quotes.customerId),
      business: businessCardColumn(sql`${bind('businessId', businessId)}`),
      offer: offerRow.of(quoteOffers, ownOffer),
      total: sql<number>`(select count(*) from ${quoteRecipients} where ${rows})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(quotes, eq(quotes.id, page.quoteId))
    .orderBy(descIndexed(page.createdAt), descIndexed(page.quoteId));
}

export function createQuotesRepository(db: Db) {
  const businessPages = statementsByShape<
    BusinessPageQuery,
    (Omit<BusinessPageRow, 'offer'> & { offer: unknown; total: number })[]
  >(
    'quotes_business_page',
    ({ filters }) => [filters.state, filters.sector ? 1 : 0, filters.urgency ? 1 : 0].join(':'),
    (query, bind) => businessPageQuery(db, query, bind),
    ({ businessId, filters, paging }) => ({ businessId, ...filters, limit: paging.limit, offset: paging.offset }),
  );
  const businessOffers = db
    .select()
    .from(quoteOffers)
    .where(and(inList(quoteOffers.quoteId, 'quoteIds'), eq(quoteOffers.businessId, sql.placeholder('businessId'))))
    .orderBy(quoteOffers.createdAt)
    .prepare('quote_offers_of_business');
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /**
     * Requests and their recipients with the other modules' rows they cause (`also`: inserts those modules built), all
     * in one statement for any number of requests (db/one-statement.ts); answers the stored requests in their order.
     */
    async insert(requests: readonly NewQuote[], also: readonly SQL[]): Promise<QuoteRow[]> {
      const recipients = requests.flatMap(({ quote, businessIds }) =>
        businessIds.map((businessId) => ({
          quoteId: quote.id,
          businessId,
          createdAt: quote.createdAt,
          sector: quote.sector,
          urgency: quote.urgency,
          openUntil: quote.expiresAt,
        })),
      );
      const written = insertColumns(
        quotes,
        newQuoteKeys,
        requests.map((r) => r.quote),
      );
      const keys = ['quoteId', 'businessId', 'createdAt', 'sector', 'urgency', 'openUntil'] as const;
      const rows = await insertTogether(db, quotes, sql`${written} returning *`, [
        insertColumns(quoteRecipients, keys, recipients),
        ...also,
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return requests.map((r) => byId.get(r.quote.id)!);
    },

    /** The request; with `tx` and `lock` its row is locked until the transaction ends (offers against an accept). */
    async find(id: string, tx: Db | Tx = db, lock = false): Promise<QuoteRow | undefined> {
      const query = tx.select().from(quotes).where(eq(quotes.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async recipientsOf(quoteIds: readonly string[], tx: Db | Tx = db) {
      if (quoteIds.length === 0) return [];
      return tx
        .select()
        .from(quoteRecipients)
        .where(inArray(quoteRecipients.quoteId, [...quoteIds]));
    },

    async isRecipient(quoteId: string, businessId: string, tx: Db | Tx = db): Promise<boolean> {
      const [row] = await tx
        .select({ quoteId: quoteRecipients.quoteId })
        .from(quoteRecipients)
        .where(and(eq(quoteRecipients.quoteId, quoteId), eq(quoteRecipients.businessId, businessId)));
      return Boolean(row);
    },

    /** The offers of these requests, oldest first; only those of `businessId` when given. */
    async offersOf(quoteIds: readonly string[], businessId?: string, tx?: Tx): Promise<QuoteOfferRow[]> {
      if (quoteIds.length === 0) return [];
      if (businessId && !tx) return businessOffers.execute({ quoteIds: [...quoteIds], businessId });
      const byQuote = inArray(quoteOffers.quoteId, [...quoteIds]);
      return (tx ?? db)
        .select()
        .from(quoteOffers)
        .where(businessId ? and(byQuote, eq(quoteOffers.businessId, businessId)) : byQuote)
        .orderBy(quoteOffers.createdAt);
    },

    /** The business's one offer: written when new, replaced while it is still pending. Whether it was new. */
    async upsertOffer(
      tx: Tx,
      values: Omit<typeof quoteOffers.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>,
    ): Promise<{ row: QuoteOfferRow; created: boolean }> {
      const [existing] = await tx
        .select({ id: quoteOffers.id })
        .from(quoteOffers)
        .where(and(eq(quoteOffers.quoteId, values.quoteId), eq(quoteOffers.businessId, values.businessId)));
      if (existing) {
        const { id: _id, quoteId: _quoteId, businessId: _businessId, ...changes } = values;
        const [row] = await tx
          .update(quoteOffers)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(quoteOffers.id, existing.id))
          .returning();
        return { row: row!, created: false };
      }
      const [row] = await tx.insert(quoteOffers).values(values).returning();
      return { row: row!, created: true };
    },

    /** Closes the request on this offer: it is accepted, every other offer declined. */
    async accept(tx: Tx, quoteId: string, offerId: string, at: Date): Promise<void> {
      await tx.update(quoteOffers).set({ status: 'accepted', updatedAt: at }).where(eq(quoteOffers.id, offerId));
      await tx
        .update(quoteOffers)
        .set({ status: 'declined', updatedAt: at })
        .where(and(eq(quoteOffers.quoteId, quoteId), ne(quoteOffers.id, offerId)));
      await tx
        .update(quotes)
        .set({ status: 'accepted', acceptedOfferId: offerId, closedAt: at })
        .where(eq(quotes.id, quoteId));
    },

    async setAppointment(tx: Tx, quoteId: string, appointmentId: string): Promise<void> {
      await tx.update(quotes).set({ appointmentId }).where(eq(quotes.id, quoteId));
    },

    /** Cancels an open, unexpired request; false when it was not open any more. */
    async cancel(id: string, at: Date): Promise<boolean> {
      return updatedAny(db, quotes, { status: 'cancelled', closedAt: at }, and(eq(quotes.id, id), isLive));
    },

    /** The customer's requests sent to the business, newest first (a conversation's context). */
    async between(customerId: string, businessId: string, limit: number): Promise<QuoteRow[]> {
      const rows = await db
        .select({ quote: quotes })
        .from(quoteRecipients)
        .innerJoin(quotes, eq(quotes.id, quoteRecipients.quoteId))
        .where(and(eq(quoteRecipients.businessId, businessId), eq(quotes.customerId, customerId)))
        .orderBy(desc(quoteRecipients.createdAt), desc(quoteRecipients.quoteId))
        .limit(limit);
      return rows.map((row) => row.quote);
    },

    /** The customer's own requests, newest first (quotes_customer_created_idx). */
    async pageForCustomer(customerId: string, status: QuoteStatus | undefined, { offset, limit }: QuotePageQuery) {
      const where = and(eq(quotes.customerId, customerId), status ? statusCondition(status) : undefined);
      return pageOf(db, quotes, where, [descIndexed(quotes.createdAt), descIndexed(quotes.id)], { offset, limit });
    },

    /**
     * The requests sent to the business, newest first, with the filters of its panel. Its rows are found through
     * quote_recipients_business_created_idx, each request by its key and the business's own offer by
     * quote_offers_quote_business_unique; a business has hundreds of requests at most, whatever the total.
     */
    async pageForBusiness(businessId: string, filters: BusinessFilters, paging: QuotePageQuery) {
      const rows = await businessPages({ businessId, filters, paging });
      const page: BusinessPageRow[] = rows.map(({ offer, ...row }) => ({ ...row, offer: offerRow.read(offer) }));
      if (rows[0] || paging.offset === 0) return { rows: page, total: rows[0]?.total ?? 0 };
      // A page past the last one carries no row to tell the total: counted on its own then.
      const [counted] = await db
        .select({ total: count() })
        .from(quoteRecipients)
        .where(businessRows(businessId, filters));
      return { rows: [], total: Number(counted?.total ?? 0) };
    },

    /** Every request the customer made, for their data export. */
    exportOf: (customerId: string) => db.select().from(quotes).where(eq(quotes.customerId, customerId)),
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
