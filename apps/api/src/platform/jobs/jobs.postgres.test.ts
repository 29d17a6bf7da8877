import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createDatabase, type Database } from '../../db/client.js';
import { postgresUrl as DATABASE_URL, dropSchema, testSchemaName } from '../../test/databases.js';
import { enqueueJob } from './jobs.queue.js';
import { jobs } from './jobs.table.js';
import { createJobWorker, type JobWorker } from './jobs.worker.js';

const silent = { info() {}, warn() {}, error() {} };

/** Two API nodes, each with its own connection pool, sharing one PostgreSQL database. */
describe.skipIf(!DATABASE_URL)('durable job queue on PostgreSQL with two nodes', () => {
  const schema = testSchemaName();
  let nodes: Database[] = [];
  let workers: JobWorker[] = [];

  beforeAll(async () => {
    const config = { DATABASE_URL, DATABASE_POOL_MAX: 5, DATA_DIR: ':memory:', DATABASE_SCHEMA: schema };
    nodes = [createDatabase(config), createDatabase(config)];
    await nodes[0]?.migrate();
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop(1_000)));
    await Promise.all(nodes.map((n) => n.close()));
    await dropSchema(DATABASE_URL!, schema);
  });

  it('runs 200 jobs exactly once between two workers claiming at the same time', async () => {
    const runs = new Map<number, string[]>();
    workers = nodes.map((node, i) => {
      const worker = createJobWorker({ db: node.db, log: silent, concurrency: 4, pollIntervalMs: 20 });
      worker.register('test.count', {
        schema: z.object({ n: z.number() }),
        async handle({ n }) {
          runs.set(n, [...(runs.get(n) ?? []), `node-${i}`]);
          // Long enough for the other node's polls to overlap this one's.
          await pause(2);
        },
      });
      return worker;
    });
    const [first] = nodes;
    if (!first) throw new Error('no database');
    for (let n = 0; n < 200; n++) await enqueueJob(first.db, { name: 'test.count', payload: { n } });
    for (const worker of workers) worker.start();

    await vi.waitFor(() => expect(runs.size).toBe(200), { timeout: 20_000, interval: 50 });
    await pause(200);
    expect([...runs.values()].filter((ran) => ran.length !== 1)).toEqual([]);
    const perNode = [...runs.values()].flat().reduce((m, node) => m.set(node, (m.get(node) ?? 0) + 1), new Map());
    expect(perNode.get('node-0')).toBeGreaterThan(0);
    expect(perNode.get('node-1')).toBeGreaterThan(0);
    const rows = await first.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(rows).toHaveLength(200);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('runs a job a handler queued in its transaction once the handler is done, not at the next poll', async () => {
    const [node] = nodes;
    if (!node) throw new Error('no database');
    const ran: string[] = [];
    const worker = createJobWorker({ db: node.db, log: silent, concurrency: 4, pollIntervalMs: 60_000 });
    worker.register('test.first', {
      schema: z.object({}),
      async handle() {
        await node.db.transaction(async (tx) => {
          await enqueueJob(tx, { name: 'test.second', payload: {} });
          worker.nudge(); // as app.jobs.enqueue does: before the transaction commits
          // The claim that nudge starts runs before the commit and finds nothing yet.
          await pause(100);
        });
      },
    });
    worker.register('test.second', { schema: z.object({}), handle: async () => void ran.push('second') });
    workers.push(worker);
    worker.start();
    await enqueueJob(node.db, { name: 'test.first', payload: {} });
    worker.nudge();

    await vi.waitFor(() => expect(ran).toEqual(['second']), { timeout: 5_000, interval: 20 });
  });
});
