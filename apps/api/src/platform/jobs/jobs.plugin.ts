import type { SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client.js';
import { enqueueJob, enqueueJobs, jobsInsert, type NewJob } from './jobs.queue.js';
import { createJobWorker, type JobDefinition } from './jobs.worker.js';

export interface Jobs {
  /**
   * Stores a job; with `db` set to a transaction it commits with the caller's writes. Returns the job id, or null
   * when `dedupKey` matched an unfinished job.
   */
  enqueue(job: NewJob, db?: Db | Tx): Promise<string | null>;
  /** Stores several jobs in one statement (no `replace`); answers how many were added. */
  enqueueMany(batch: readonly NewJob[], db?: Db | Tx): Promise<number>;
  /**
   * The insert that stores these jobs, for a statement that writes other rows too (db/one-statement.ts); null for
   * none. Call `queued` once that statement has committed.
   */
  insertOf(batch: readonly NewJob[]): SQL | null;
  /** Jobs were committed by a statement of `insertOf`: this node's worker looks for them now. */
  queued(): void;
  /** Registers the handler of one job name, while the app is being built. */
  register<T>(name: string, definition: JobDefinition<T>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

// Requests this node is answering at once from which it counts as busy: its thread is then the requests' bottleneck,
// and the worker leaves waiting jobs for its next poll (docs/decisions/035-requests-before-background-work.md).
const BUSY_AT_REQUESTS = 8;

/**
 * Every API node runs a worker over the shared jobs table: it starts when the app is ready (after migrations) and
 * stops before the database closes.
 */
export const jobsPlugin = fp(
  async (app) => {
    // Requests between their headers and their answer's end (socket.io's own requests never reach these hooks).
    let answering = 0;
    app.addHook('onRequest', async (_request, reply) => {
      answering += 1;
      reply.raw.once('close', () => {
        answering -= 1;
        // No longer busy: what waited for the next poll may go now.
        if (answering === BUSY_AT_REQUESTS - 1) worker.nudge();
      });
    });
    const worker = createJobWorker({
      db: app.database.db,
      log: app.log.child({ component: 'jobs' }),
      concurrency: app.config.JOBS_CONCURRENCY,
      pollIntervalMs: app.config.JOBS_POLL_INTERVAL_MS,
      leaseMs: app.config.JOBS_LEASE_MS,
      busy: () => answering >= BUSY_AT_REQUESTS,
    });
    app.decorate('jobs', {
      async enqueue(job, db = app.database.db) {
        const id = await enqueueJob(db, job);
        worker.nudge();
        return id;
      },
      async enqueueMany(batch, db = app.database.db) {
        const added = await enqueueJobs(db, batch);
        worker.nudge();
        return added;
      },
      insertOf: jobsInsert,
      queued: () => worker.nudge(),
      register: (name, definition) => worker.register(name, definition),
    } satisfies Jobs);
    app.addHook('onReady', async () => worker.start());
    // Handlers get half the shutdown time; one cut off is run again by a node once its lease has run out.
    app.addHook('preClose', () => worker.stop(app.config.SHUTDOWN_TIMEOUT_MS / 2));
  },
  { name: 'jobs' },
);
