import { and, inArray, lte } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { App } from '../app.js';
import { jobs } from '../platform/jobs/jobs.table.js';

/**
 * Waits until every job due by `until` (now by default) has run: whatever the app was going to do by then (notify,
 * mail, remind) is done, so a test can then assert that something did not happen. A job that queues another does so
 * before it finishes, so a chain of jobs (event → notification → mail) has run to its end too.
 */
export function queueSettled(app: App, { until, timeout = 10_000 }: { until?: Date; timeout?: number } = {}) {
  return vi.waitFor(
    async () => {
      const due = await app.database.db
        .select({ id: jobs.id, name: jobs.name })
        .from(jobs)
        .where(and(inArray(jobs.status, ['pending', 'running']), lte(jobs.runAt, until ?? new Date())));
      expect(due).toEqual([]);
    },
    { timeout, interval: 25 },
  );
}
