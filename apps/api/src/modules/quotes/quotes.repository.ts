import type { QuoteState, QuoteStatus } from '@otousta/shared/schemas/quotes';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
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

export function createQuotesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async insert(tx: Tx, quote: typeof quotes.$inferInsert, businessIds: readonly string[]): Promise<void> {
      await tx.insert(quotes).values(quote);
      await tx
        .insert(quoteRecipients)
        .values(businessIds.map((businessId) => ({ quoteId: quote.id, businessId, createdAt: quote.createdAt! })));
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
    async offersOf(quoteIds: readonly string[], businessId?: string, tx: Db | Tx = db): Promise<QuoteOfferRow[]> {
      if (quoteIds.length === 0) return [];
      const byQuote = inArray(quoteOffers.quoteId, [...quoteIds]);
      return tx
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
      const rows = await db
        .update(quotes)
        .set({ status: 'cancelled', closedAt: at })
        .where(and(eq(quotes.id, id), isLive))
        .returning({ id: quotes.id });
      return rows.length > 0;
    },

    /** The customer's own requests, newest first (quotes_customer_created_idx). */
    async pageForCustomer(customerId: string, status: QuoteStatus | undefined, { offset, limit }: QuotePageQuery) {
      const where = and(eq(quotes.customerId, customerId), status ? statusCondition(status) : undefined);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(quotes)
          .where(where)
          .orderBy(desc(quotes.createdAt), desc(quotes.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(quotes).where(where),
      ]);
      return { rows, total: Number(totals?.total ?? 0) };
    },

    /**
     * The requests sent to the business, newest first, with the filters of its panel. Its rows are found through
     * quote_recipients_business_created_idx, each request by its key and the business's own offer by
     * quote_offers_quote_business_unique; a business has hundreds of requests at most, whatever the total.
     */
    async pageForBusiness(businessId: string, filters: BusinessFilters, { offset, limit }: QuotePageQuery) {
      const mine = eq(quoteRecipients.businessId, businessId);
      if (!filters.state && !filters.sector && !filters.urgency) {
        // The panel's usual view: the page is read from the index alone, then its requests by key.
        const [page, [totals]] = await Promise.all([
          db
            .select({ quoteId: quoteRecipients.quoteId })
            .from(quoteRecipients)
            .where(mine)
            .orderBy(desc(quoteRecipients.createdAt), desc(quoteRecipients.quoteId))
            .limit(limit)
            .offset(offset),
          db.select({ total: count() }).from(quoteRecipients).where(mine),
        ]);
        const ids = page.map((row) => row.quoteId);
        const rows = ids.length ? await db.select().from(quotes).where(inArray(quotes.id, ids)) : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: Number(totals?.total ?? 0) };
      }
      const where = and(
        mine,
        filters.state ? stateCondition(filters.state) : undefined,
        filters.sector ? eq(quotes.sector, filters.sector) : undefined,
        filters.urgency ? eq(quotes.urgency, filters.urgency) : undefined,
      );
      const joined = <T extends PgSelect>(query: T) =>
        query
          .innerJoin(quotes, eq(quotes.id, quoteRecipients.quoteId))
          .leftJoin(
            quoteOffers,
            and(
              eq(quoteOffers.quoteId, quoteRecipients.quoteId),
              eq(quoteOffers.businessId, quoteRecipients.businessId),
            ),
          )
          .where(where);
      const [rows, [totals]] = await Promise.all([
        joined(db.select({ quote: quotes }).from(quoteRecipients).$dynamic())
          .orderBy(desc(quoteRecipients.createdAt), desc(quoteRecipients.quoteId))
          .limit(limit)
          .offset(offset),
        joined(db.select({ total: count() }).from(quoteRecipients).$dynamic()),
      ]);
      return { rows: rows.map((row) => row.quote), total: Number(totals?.total ?? 0) };
    },

    /** Every request the customer made, for their data export. */
    exportOf: (customerId: string) => db.select().from(quotes).where(eq(quotes.customerId, customerId)),
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
