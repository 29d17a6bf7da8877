import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { insertColumns } from '../../db/insert-columns.js';
import { updatedAny } from '../../platform/row-changes.js';
import { responseSamples } from './responsiveness.table.js';

export interface ResponseStats {
  responseTimeMinutes: number | null;
  responseRate: number | null;
}

export interface NewSample {
  businessId: string;
  customerId: string;
  source: 'conversation' | 'quote';
  sourceId: string;
  requestedAt: Date;
}

/** Marks answered the business's requests that `which` picks and that still wait; whether there were any. */
const answer = (tx: Db | Tx, businessId: string, which: SQL | undefined, at: Date) =>
  updatedAny(
    tx,
    responseSamples,
    { respondedAt: at },
    and(eq(responseSamples.businessId, businessId), which, isNull(responseSamples.respondedAt)),
  );

function recordInsert(samples: readonly NewSample[]): SQL {
  const keys = ['businessId', 'customerId', 'source', 'sourceId', 'requestedAt'] as const;
  return sql`${insertColumns(responseSamples, keys, samples)} on conflict do nothing`;
}

export function createResponsivenessRepository(db: Db) {
  return {
    /** Records that a business owes a first answer; a source already recorded stays as it is. */
    async record(samples: readonly NewSample[], tx: Db | Tx = db): Promise<void> {
      if (samples.length > 0) await tx.execute(recordInsert(samples));
    },

    /** The insert of `record`, for a statement that writes other rows too (db/one-statement.ts). */
    recordInsert,

    /** The business's first answer to one request (an offer to a quote request). Whether anything was waiting. */
    async answerSource(
      businessId: string,
      source: NewSample['source'],
      sourceId: string,
      at: Date,
      tx: Db | Tx = db,
    ): Promise<boolean> {
      return answer(
        tx,
        businessId,
        and(eq(responseSamples.source, source), eq(responseSamples.sourceId, sourceId)),
        at,
      );
    },

    /**
     * Any message from the business to the customer answers everything of that customer it still owed an answer to
     * (one statement over response_samples_waiting_idx; nothing to do for nearly every message).
     */
    async answerCustomer(businessId: string, customerId: string, at: Date): Promise<boolean> {
      return answer(db, businessId, eq(responseSamples.customerId, customerId), at);
    },

    /**
     * The business's figures over requests of the last 30 days: the median minutes to the first answer of those
     * answered, and the percent answered within 24 hours among those that had their 24 hours (or were answered).
     */
    async statsOf(businessId: string, tx: Db | Tx = db): Promise<ResponseStats> {
      const result = await tx.execute(sql`
        select
          percentile_cont(0.5) within group (order by extract(epoch from (responded_at - requested_at)) / 60)
            filter (where responded_at is not null) as median,
          count(*) filter (where responded_at is not null and responded_at - requested_at <= interval '24 hours')::int
            as answered,
          count(*) filter (where responded_at is not null or requested_at <= now() - interval '24 hours')::int as due
        from ${responseSamples}
        where business_id = ${businessId} and requested_at > now() - interval '30 days'`);
      const [row] = (result as unknown as { rows: { median: unknown; answered: unknown; due: unknown }[] }).rows;
      const median = row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median));
      const due = Number(row?.due ?? 0);
      return {
        responseTimeMinutes: median,
        responseRate: due > 0 ? Math.round((Number(row?.answered ?? 0) / due) * 100) : null,
      };
    },
  };
}

export type ResponsivenessRepository = ReturnType<typeof createResponsivenessRepository>;
