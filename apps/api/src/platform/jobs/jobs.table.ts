import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';

export const jobStatuses = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable job queue: one row per piece of background work. A worker claims a row by moving it to 'running' with
 * a lease (`locked_until`); a row whose lease ran out belongs to a node that died and is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    status: text({ enum: jobStatuses }).notNull().default('pending'),
    runAt: timestamptz().notNull().defaultNow(),
    // Attempts started so far, counted when a worker claims the job.
    attempts: integer().notNull().default(0),
    dedupKey: text(),
    lockedBy: text(),
    lockedUntil: timestamptz(),
    lastError: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    finishedAt: timestamptz(),
  },
  (t) => [
    check('jobs_status_valid', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    // What a worker looks for: due pending jobs, and running jobs whose lease ran out.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.status} = 'done'`),
    // At most one unfinished job per name and key; finished and failed ones do not block a new one.
    uniqueIndex('jobs_dedup_idx')
      .on(t.name, t.dedupKey)
      .where(sql`${t.dedupKey} is not null and ${t.status} in ('pending', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
