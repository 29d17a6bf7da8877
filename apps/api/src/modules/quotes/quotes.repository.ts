import type { QuoteState, QuoteStatus } from '@otousta/shared/schemas/quotes';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { inList } from '../../db/prepared.js';
import { updatedAny } from '../../platform/row-changes.js';
import { pageByCreation } from '../../platform/table-page.js';
import { type QuoteOfferRow, type QuoteRow, quoteOffers, quoteRecipients, quotes } from './quotes.table.js';

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

/** Where a request stands for the business whose offer (if any) is joined as quote_offers. */
function stateCondition(state: QuoteState): SQL {
  switch (state) {
    case 'new':
      return sql`${isLive} and ${quoteOffers.id} is null`;
    case 'offered':
      return sql`${isLive} and ${quoteOffers.id} is not null`;
    case 'won':
      return sql`${quoteOffers.status} = 'accepted'`;
    case 'closed':
      return sql`not ${isLive} and ${quoteOffers.status} is distinct from 'accepted'`;
  }
}

export interface BusinessFilters {
  state?: QuoteState;
  sector?: string;
  urgency?: string;
}

/** A business's requests joined to their rows and to its own offer, with the panel's filters. */
function joined<T extends PgSelect>(query: T, businessId: string, filters: BusinessFilters) {
  return query
    .innerJoin(quotes, eq(quotes.id, quoteRecipients.quoteId))
    .leftJoin(
      quoteOffers,
      and(eq(quoteOffers.quoteId, quoteRecipients.quoteId), eq(quoteOffers.businessId, quoteRecipients.businessId)),
    )
    .where(
      and(
        eq(quoteRecipients.businessId, businessId),
        filters.state ? stateCondition(filters.state) : undefined,
        filters.sector ? eq(quotes.sector, filters.sector) : undefined,
        filters.urgency ? eq(quotes.urgency, filters.urgency) : undefined,
      ),
    );
}

export function createQuotesRepository(db: Db) {
  // A business opening its panel, the usual view: its page of requests and their total in one statement, prepared once
  // per connection. The page's ids come off quote_recipients_business_created_idx in order (a subquery, so the planner
  // never joins all of a busy business's rows to sort them), then each request by its key.
  const page = db
    .select({ quoteId: quoteRecipients.quoteId, createdAt: quoteRecipients.createdAt })
    .from(quoteRecipients)
    .where(eq(quoteRecipients.businessId, sql.placeholder('businessId')))
    .orderBy(desc(quoteRecipients.createdAt), desc(quoteRecipients.quoteId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const businessPage = db
    .select({
      quote: quotes,
      total:
        sql<number>`(select count(*) from ${quoteRecipients} where ${quoteRecipients.businessId} = ${sql.placeholder('businessId')})`.mapWith(
          Number,
        ),
    })
    .from(page)
    .innerJoin(quotes, eq(quotes.id, page.quoteId))
    .orderBy(desc(page.createdAt), desc(page.quoteId))
    .prepare('quotes_business_page');
  const businessOffers = db
    .select()
    .from(quoteOffers)
    .where(and(inList(quoteOffers.quoteId, 'quoteIds'), eq(quoteOffers.businessId, sql.placeholder('businessId'))))
    .orderBy(quoteOffers.createdAt)
    .prepare('quote_offers_of_business');
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The request and its recipients; answers the stored request. */
    async insert(tx: Tx, quote: typeof quotes.$inferInsert, businessIds: readonly string[]): Promise<QuoteRow> {
      const [row] = await tx.insert(quotes).values(quote).returning();
      await tx
        .insert(quoteRecipients)
        .values(businessIds.map((businessId) => ({ quoteId: quote.id, businessId, createdAt: quote.createdAt! })));
      return row!;
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

    /** The customer's own requests, newest first (quotes_customer_created_idx). */
    async pageForCustomer(customerId: string, status: QuoteStatus | undefined, { offset, limit }: QuotePageQuery) {
      const where = and(eq(quotes.customerId, customerId), status ? statusCondition(status) : undefined);
      return pageByCreation(db, quotes, where, { offset, limit });
    },

    /**
     * The requests sent to the business, newest first, with the filters of its panel. Its rows are found through
     * quote_recipients_business_created_idx, each request by its key and the business's own offer by
     * quote_offers_quote_business_unique; a business has hundreds of requests at most, whatever the total.
     */
    async pageForBusiness(businessId: string, filters: BusinessFilters, { offset, limit }: QuotePageQuery) {
      const countAll = () =>
        joined(db.select({ total: count() }).from(quoteRecipients).$dynamic(), businessId, filters);
      if (!filters.state && !filters.sector && !filters.urgency) {
        const rows = await businessPage.execute({ businessId, limit, offset });
        if (rows[0] || offset === 0) return { rows: rows.map((row) => row.quote), total: rows[0]?.total ?? 0 };
        // A page past the last one carries no row to tell the total: counted on its own then.
        return { rows: [], total: Number((await countAll())[0]?.total ?? 0) };
      }
      // Planned for each request: a plan made once for any business joins a busy one's offers row by row.
      const [rows, [totals]] = await Promise.all([
        joined(db.select({ quote: quotes }).from(quoteRecipients).$dynamic(), businessId, filters)
          .orderBy(desc(quoteRecipients.createdAt), desc(quoteRecipients.quoteId))
          .limit(limit)
          .offset(offset),
        countAll(),
      ]);
      return { rows: rows.map((row) => row.quote), total: Number(totals?.total ?? 0) };
    },

    /** Every request the customer made, for their data export. */
    exportOf: (customerId: string) => db.select().from(quotes).where(eq(quotes.customerId, customerId)),
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
