import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type AnyColumn, and, asc, eq, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { ZodError, type ZodType } from 'zod';
import type { Db } from '../../db/client.js';
import { groupCommit } from '../../db/group-commit.js';
import { inList } from '../../db/prepared.js';
import { type JobRow, jobs } from './jobs.table.js';

/** What a handler learns about the job it runs. */
export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

export interface JobDefinition<T> {
  /** Checks the stored payload; a payload that does not match fails the job at once, without retries. */
  schema: ZodType<T>;
  handle(payload: T, job: JobContext): Promise<void>;
  /**
   * Runs several claimed jobs of this name at once (one transaction for all, say). A batch that throws is run again
   * job by job with `handle`, so a bad job fails or retries alone: like any handler, it must be safe to run again.
   */
  handleBatch?(batch: readonly { payload: T; job: JobContext }[]): Promise<void>;
  /** Runs in all, the first included, before the job is left 'failed'. Default 10. */
  maxAttempts?: number;
  /** Wait before the first retry, doubled for each further one up to `retryMaxMs`. Default 5 s. */
  retryBaseMs?: number;
  /** Default 1 hour. */
  retryMaxMs?: number;
}

/** Thrown by a handler when trying again cannot help (a rejected recipient): the job fails at once. */
export class PermanentJobError extends Error {}

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobWorkerOptions {
  db: Db;
  log: JobLog;
  /** Jobs this node runs at once. */
  concurrency: number;
  /** How often an idle worker looks for due jobs (enqueueing on this node wakes it at once). */
  pollIntervalMs: number;
  /**
   * How long a claimed job stays this node's without a sign of life. The lease is renewed while the handler runs; a
   * node that dies stops renewing, and another node claims the job once the lease has run out.
   */
  leaseMs?: number;
  /**
   * True while the node is busy answering requests: the worker then claims only on its poll, not again at once when
   * there is more work or new work, so background work does not take the requests' turn.
   */
  busy?: () => boolean;
}

export interface JobWorker {
  /** Handlers are registered by name before `start`; a worker claims only jobs it has a handler for. */
  register<T>(name: string, definition: JobDefinition<T>): void;
  start(): void;
  /** Wakes an idle worker: a job may have just become due. */
  nudge(): void;
  /**
   * Stops claiming and waits up to `graceMs` for running handlers. One still running afterwards keeps its row
   * 'running' until its lease runs out and any node takes it again.
   */
  stop(graceMs: number): Promise<void>;
}

/** A registered definition, its defaults filled in. */
type Definition = Required<Omit<JobDefinition<unknown>, 'handleBatch'>> & Pick<JobDefinition<unknown>, 'handleBatch'>;

const DEFAULT_LEASE_MS = 60_000;
// Finished jobs are kept a week for inspection, then deleted; failed ones stay until someone looks at them.
const KEEP_DONE_DAYS = 7;
const PRUNE_EVERY_MS = 10 * 60_000;

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log, concurrency, pollIntervalMs, busy = () => false } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const definitions = new Map<string, Definition>();
  const active = new Map<string, Promise<void>>();
  let running = false;
  let loopDone: Promise<void> = Promise.resolve();
  let wake: (() => void) | undefined;
  // Set when the last claim filled every free slot: there may be more due work as soon as a slot frees up.
  let backlog = false;
  // Set by a nudge that came while the worker was busy claiming, so it looks once more before sleeping.
  let nudged = false;
  // Nudges so far. A handler that queues jobs in its transaction nudges before they commit, and the claim that nudge
  // starts finds nothing yet: once the handler is done, the worker looks again.
  let nudges = 0;
  let heartbeat: NodeJS.Timeout | undefined;
  let lastPrune = 0;
  // With a backlog, claim again once half the slots are free: one claim per few jobs rather than one per job.
  const refillAt = Math.ceil(concurrency / 2);

  const lease = () => sql`now() + make_interval(secs => ${leaseMs / 1000}::double precision)`;
  const mine = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

  // Due pending jobs and running jobs whose lease ran out, each read in the order of its own partial index and
  // stopping at the limit, so a claim costs the same with ten or ten thousand jobs waiting. Nodes polling at the same
  // moment take different rows instead of waiting for each other. Prepared once (decision 030): a busy queue claims
  // every few jobs, and parsing and planning it each time cost PostgreSQL more than running it. The statuses are
  // literals, as the partial indexes name them, so the plan made once for any values can still read those indexes.
  const limit = sql.placeholder('limit');
  const oldestFirst = (status: 'pending' | 'running', since: AnyColumn, until: SQL) =>
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(sql`${jobs.status} = ${sql.raw(`'${status}'`)}`, until, inList(jobs.name, 'names')))
      .orderBy(asc(since))
      .limit(limit)
      .for('update', { skipLocked: true });
  const expired = db.$with('expired').as(oldestFirst('running', jobs.lockedUntil, lt(jobs.lockedUntil, sql`now()`)));
  const due = db.$with('due').as(oldestFirst('pending', jobs.runAt, lte(jobs.runAt, sql`now()`)));
  // Abandoned jobs first, so a steady stream of new work cannot keep them waiting.
  const claimed = unionAll(db.select({ id: expired.id }).from(expired), db.select({ id: due.id }).from(due)).limit(
    limit,
  );
  const claimStatement = db
    .with(expired, due)
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: workerId, lockedUntil: lease() })
    .where(inArray(jobs.id, claimed))
    .returning()
    .prepare('jobs_claim');
  const finishStatement = db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(and(inList(jobs.id, 'ids'), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id })
    .prepare('jobs_finish');
  // Jobs done while the last finish is being written are marked done together, in one statement.
  const finish = groupCommit(async (ids: readonly string[]) => {
    const done = new Set((await finishStatement.execute({ ids })).map((row) => row.id));
    return ids.map((id) => done.has(id));
  });

  const claim = (count: number): Promise<JobRow[]> =>
    claimStatement.execute({ limit: count, names: [...definitions.keys()] });

  const contextOf = (row: JobRow): JobContext => ({ id: row.id, name: row.name, attempt: row.attempts });

  async function finished(row: JobRow) {
    if (!(await finish(row.id))) log.warn({ job: contextOf(row) }, 'job finished after its lease was taken over');
  }

  async function run(row: JobRow, definition: Definition) {
    const context = contextOf(row);
    if (row.attempts > definition.maxAttempts) {
      // Claimed again after its lease ran out, with no attempts left: the node(s) running it stopped each time.
      await fail(row, `lease expired on the last attempt${row.lastError ? ` (before: ${row.lastError})` : ''}`);
      return;
    }
    try {
      const payload = definition.schema.parse(row.payload);
      await definition.handle(payload, context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobError || error instanceof ZodError;
      if (permanent || row.attempts >= definition.maxAttempts) await fail(row, message);
      else await retry(row, definition, message);
      return;
    }
    await finished(row);
  }

  /** Jobs of one name with a batch handler: the valid ones handled together, the rest (and a failed batch) alone. */
  async function runBatch(rows: readonly JobRow[], handleBatch: NonNullable<Definition['handleBatch']>) {
    const definition = definitions.get(rows[0]!.name)!;
    const batch: { row: JobRow; payload: unknown }[] = [];
    const alone: JobRow[] = [];
    for (const row of rows) {
      const parsed = row.attempts > definition.maxAttempts ? undefined : definition.schema.safeParse(row.payload);
      if (parsed?.success) batch.push({ row, payload: parsed.data });
      else alone.push(row);
    }
    if (batch.length === 1) alone.push(batch.pop()!.row);
    const together = async () => {
      if (batch.length === 0) return;
      try {
        await handleBatch(batch.map(({ row, payload }) => ({ payload, job: contextOf(row) })));
      } catch (error) {
        log.warn(
          { err: error, jobs: batch.length, name: rows[0]!.name },
          'job batch failed, running its jobs one by one',
        );
        await Promise.all(batch.map(({ row }) => run(row, definition)));
        return;
      }
      await Promise.all(batch.map(({ row }) => finished(row)));
    };
    await Promise.all([together(), ...alone.map((row) => run(row, definition))]);
  }

  async function retry(row: JobRow, definition: Definition, error: string) {
    const delayMs = Math.min(definition.retryMaxMs, definition.retryBaseMs * 2 ** (row.attempts - 1));
    await db
      .update(jobs)
      .set({
        status: 'pending',
        runAt: sql`now() + make_interval(secs => ${delayMs / 1000}::double precision)`,
        lockedBy: null,
        lockedUntil: null,
        lastError: error,
      })
      .where(mine(row.id));
    log.warn({ job: { id: row.id, name: row.name, attempt: row.attempts }, error, delayMs }, 'job failed, will retry');
  }

  async function fail(row: JobRow, error: string) {
    await db
      .update(jobs)
      .set({ status: 'failed', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: error })
      .where(mine(row.id));
    log.error({ job: { id: row.id, name: row.name, attempt: row.attempts }, error }, 'job failed for good');
  }

  /** Runs claimed jobs of one name: together when it has a batch handler, each on its own otherwise. */
  function startRun(rows: readonly JobRow[]) {
    const definition = definitions.get(rows[0]!.name);
    if (!definition) return;
    if (!definition.handleBatch || rows.length === 1) {
      for (const row of rows) track([row], run(row, definition));
    } else track(rows, runBatch(rows, definition.handleBatch));
  }

  function track(rows: readonly JobRow[], running: Promise<void>) {
    const nudgesBefore = nudges;
    const task = running
      .catch((error) => log.error({ err: error, jobs: rows.map(contextOf) }, 'job bookkeeping failed'))
      .finally(() => {
        for (const row of rows) active.delete(row.id);
        const queued = nudged || nudges !== nudgesBefore;
        if ((backlog || queued) && concurrency - active.size >= refillAt && !busy()) wake?.();
      });
    for (const row of rows) active.set(row.id, task);
  }

  async function prune() {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await db
      .delete(jobs)
      .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - make_interval(days => ${KEEP_DONE_DAYS})`)));
  }

  async function loop() {
    while (running) {
      const free = concurrency - active.size;
      backlog = false;
      nudged = false;
      if (free > 0 && definitions.size > 0) {
        try {
          const claimed = await claim(free);
          backlog = claimed.length === free;
          const byName = new Map<string, JobRow[]>();
          for (const row of claimed) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
          for (const rows of byName.values()) startRun(rows);
          await prune();
        } catch (error) {
          // The database may be restarting; the next poll tries again.
          log.error({ err: error }, 'claiming jobs failed');
        }
      }
      if (!running) break;
      if ((backlog || nudged) && concurrency - active.size >= refillAt && !busy()) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollIntervalMs);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    }
  }

  async function renewLeases() {
    if (active.size === 0) return;
    await db
      .update(jobs)
      .set({ lockedUntil: lease() })
      .where(and(inArray(jobs.id, [...active.keys()]), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
      .catch((error) => log.error({ err: error }, 'renewing job leases failed'));
  }

  return {
    register(name, definition) {
      if (definitions.has(name)) throw new Error(`A handler for job '${name}' is already registered`);
      definitions.set(name, {
        maxAttempts: 10,
        retryBaseMs: 5_000,
        retryMaxMs: 60 * 60_000,
        ...definition,
      } as unknown as Definition);
    },
    start() {
      if (running) return;
      running = true;
      heartbeat = setInterval(renewLeases, leaseMs / 3);
      heartbeat.unref();
      loopDone = loop();
    },
    nudge() {
      nudged = true;
      nudges += 1;
      if (!busy()) wake?.();
    },
    async stop(graceMs) {
      running = false;
      wake?.();
      await loopDone;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(active.values()),
        new Promise((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
      clearInterval(heartbeat);
    },
  };
}
