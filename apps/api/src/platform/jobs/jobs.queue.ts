import { type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { jobs } from './jobs.table.js';

export interface NewJob {
  /** The name a handler is registered under, e.g. 'mail.send'. */
  name: string;
  /** Stored as JSON; the handler's schema checks it when the job runs. */
  payload: unknown;
  /** Not run before this moment. */
  runAt?: Date;
  /** Not run before this many milliseconds from now, by the database's clock (the same for every node). */
  delayMs?: number;
  /**
   * At most one unfinished (pending or running) job per name and key: enqueueing again while one waits or runs adds
   * nothing. Once it is done or failed, the key is free again.
   */
  dedupKey?: string;
  /**
   * With a `dedupKey`: a job still waiting under the key is moved to this job's moment and payload instead of being
   * kept (a reminder whose date changed). One already running is left alone, and nothing is added.
   */
  replace?: boolean;
}

// The unique index that keeps one unfinished job per name and key.
const unfinished = {
  target: [jobs.name, jobs.dedupKey],
  where: sql`${jobs.dedupKey} is not null and ${jobs.status} in ('pending', 'running')`,
};

function jobRow(job: NewJob) {
  if (job.runAt && job.delayMs !== undefined) throw new Error('A job takes runAt or delayMs, not both');
  const runAt: Date | SQL =
    job.runAt ?? sql`now() + make_interval(secs => ${(job.delayMs ?? 0) / 1000}::double precision)`;
  return { id: uuidv7(), name: job.name, payload: job.payload ?? {}, runAt, dedupKey: job.dedupKey };
}

/**
 * Stores a job. Given a transaction, the job commits or rolls back with the caller's own writes, so a domain change
 * and the work it causes (a mail, a notification) never part. Returns the new job's id, or null when `dedupKey`
 * matched an unfinished job.
 */
export async function enqueueJob(db: Db | Tx, job: NewJob): Promise<string | null> {
  const insert = db.insert(jobs).values(jobRow(job));
  const rows = await (job.replace
    ? insert.onConflictDoUpdate({
        target: unfinished.target,
        targetWhere: unfinished.where,
        set: { runAt: sql`excluded.run_at`, payload: sql`excluded.payload`, attempts: 0 },
        setWhere: sql`${jobs.status} = 'pending'`,
      })
    : insert.onConflictDoNothing(unfinished)
  ).returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Stores several jobs in one statement, as enqueueJob would one by one (a job whose `dedupKey` matches an unfinished
 * one is not added); `replace` is not for batches. Answers how many were added.
 */
export async function enqueueJobs(db: Db | Tx, batch: readonly NewJob[]): Promise<number> {
  const insert = jobsInsert(batch);
  return insert ? rowsOf(await db.execute(sql`${insert} returning id`)).length : 0;
}

/**
 * The insert of enqueueJobs, for a statement that writes other rows too (db/one-statement.ts); null for no jobs. One
 * array per column (unnest), so the statement's text is the same for any number of jobs and the API maps six values,
 * not six per job.
 */
export function jobsInsert(batch: readonly NewJob[]): SQL | null {
  if (batch.length === 0) return null;
  if (batch.some((job) => job.replace)) throw new Error('A batch of jobs cannot replace waiting ones');
  if (batch.some((job) => job.runAt && job.delayMs !== undefined)) {
    throw new Error('A job takes runAt or delayMs, not both');
  }
  const column = (value: (job: NewJob) => unknown) => sql.param(batch.map(value));
  return sql`
    insert into ${jobs} (id, name, payload, run_at, dedup_key)
    select id, name, payload, coalesce(run_at, now() + make_interval(secs => delay)), dedup_key
    from unnest(
      ${column(() => uuidv7())}::text[],
      ${column((job) => job.name)}::text[],
      ${column((job) => JSON.stringify(job.payload ?? {}))}::jsonb[],
      ${column((job) => job.runAt ?? null)}::timestamptz[],
      ${column((job) => (job.delayMs ?? 0) / 1000)}::double precision[],
      ${column((job) => job.dedupKey ?? null)}::text[]
    ) as j(id, name, payload, run_at, delay, dedup_key)
    on conflict (name, dedup_key) where ${unfinished.where} do nothing`;
}
