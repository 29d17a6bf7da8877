import { setTimeout as pause } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useMemoryDatabase } from '../../test/databases.js';
import { enqueueJob, enqueueJobs } from './jobs.queue.js';
import { type JobRow, jobs } from './jobs.table.js';
import { createJobWorker, type JobDefinition, type JobWorker, type JobWorkerOptions } from './jobs.worker.js';

const silent = { info() {}, warn() {}, error() {} };
const payloadSchema = z.object({ n: z.number() });

/** The queue on embedded PGlite (one in-process connection), as a laptop runs it. */
describe('durable job queue (PGlite)', () => {
  const database = useMemoryDatabase();
  const workers: JobWorker[] = [];

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop(0)));
    await database.db.delete(jobs);
  });

  function startWorker(
    definitions: Record<string, JobDefinition<{ n: number }>>,
    options: Partial<JobWorkerOptions> = {},
  ) {
    const worker = createJobWorker({ db: database.db, log: silent, concurrency: 4, pollIntervalMs: 20, ...options });
    for (const [name, definition] of Object.entries(definitions)) worker.register(name, definition);
    worker.start();
    workers.push(worker);
    return worker;
  }

  const row = async (id: string | null): Promise<JobRow> => {
    const [found] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id ?? ''));
    if (!found) throw new Error(`job ${id} not found`);
    return found;
  };

  it('runs a queued job once with its payload and keeps it as done', async () => {
    const seen: number[] = [];
    startWorker({ 'test.greet': { schema: payloadSchema, handle: async ({ n }) => void seen.push(n) } });
    const id = await enqueueJob(database.db, { name: 'test.greet', payload: { n: 7 } });

    await vi.waitFor(async () => expect((await row(id)).status).toBe('done'), { timeout: 5_000 });
    expect(seen).toEqual([7]);
    expect(await row(id)).toMatchObject({ attempts: 1, lockedBy: null, lastError: null });
  });

  it('retries a failing handler after growing waits and finishes it when it succeeds', async () => {
    const runs: number[] = [];
    startWorker({
      'test.flaky': {
        schema: payloadSchema,
        retryBaseMs: 200,
        handle: async () => {
          runs.push(Date.now());
          if (runs.length < 3) throw new Error(`SMTP kapalı (${runs.length})`);
        },
      },
    });
    const id = await enqueueJob(database.db, { name: 'test.flaky', payload: { n: 1 } });

    await vi.waitFor(async () => expect((await row(id)).status).toBe('done'), { timeout: 5_000 });
    expect(runs).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = runs;
    // 200 ms before the first retry, 400 ms before the second (the database's clock, a few ms of slack).
    expect(second - first).toBeGreaterThanOrEqual(190);
    expect(third - second).toBeGreaterThanOrEqual(390);
    expect(await row(id)).toMatchObject({ attempts: 3, lastError: 'SMTP kapalı (2)' });
  });

  it('gives up after the maximum attempts and keeps the job as failed with its last error', async () => {
    let calls = 0;
    startWorker({
      'test.broken': {
        schema: payloadSchema,
        maxAttempts: 3,
        retryBaseMs: 10,
        handle: async () => {
          calls++;
          throw new Error('alıcı sunucu yanıt vermiyor');
        },
      },
    });
    const id = await enqueueJob(database.db, { name: 'test.broken', payload: { n: 1 } });

    await vi.waitFor(async () => expect((await row(id)).status).toBe('failed'), { timeout: 5_000 });
    await pause(200);
    expect(calls).toBe(3);
    const failed = await row(id);
    expect(failed).toMatchObject({ attempts: 3, lastError: 'alıcı sunucu yanıt vermiyor', lockedBy: null });
    expect(failed.finishedAt).toBeInstanceOf(Date);
  });

  it('fails a job whose payload does not match its schema at once, without retries', async () => {
    let calls = 0;
    startWorker({ 'test.strict': { schema: payloadSchema, handle: async () => void calls++ } });
    const id = await enqueueJob(database.db, { name: 'test.strict', payload: { n: 'yedi' } });

    await vi.waitFor(async () => expect((await row(id)).status).toBe('failed'), { timeout: 5_000 });
    expect(calls).toBe(0);
    expect((await row(id)).attempts).toBe(1);
  });

  it('does not run a scheduled job before its time', async () => {
    const ran = new Map<number, number>();
    startWorker({ 'test.later': { schema: payloadSchema, handle: async ({ n }) => void ran.set(n, Date.now()) } });
    const queuedAt = Date.now();
    await enqueueJob(database.db, { name: 'test.later', payload: { n: 1 }, delayMs: 700 });
    await enqueueJob(database.db, { name: 'test.later', payload: { n: 2 }, runAt: new Date(queuedAt + 900) });
    await enqueueJob(database.db, { name: 'test.later', payload: { n: 3 } });

    await vi.waitFor(() => expect(ran.size).toBe(3), { timeout: 5_000 });
    expect((ran.get(3) ?? 0) - queuedAt).toBeLessThan(500);
    expect((ran.get(1) ?? 0) - queuedAt).toBeGreaterThanOrEqual(690);
    expect((ran.get(2) ?? 0) - queuedAt).toBeGreaterThanOrEqual(890);
  });

  it('keeps one unfinished job per dedup key and frees the key once the job is done', async () => {
    const first = await enqueueJob(database.db, { name: 'test.once', payload: { n: 1 }, dedupKey: 'conversation:1' });
    const again = await enqueueJob(database.db, { name: 'test.once', payload: { n: 2 }, dedupKey: 'conversation:1' });
    const other = await enqueueJob(database.db, { name: 'test.once', payload: { n: 3 }, dedupKey: 'conversation:2' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(other).not.toBeNull();

    const seen: number[] = [];
    startWorker({ 'test.once': { schema: payloadSchema, handle: async ({ n }) => void seen.push(n) } });
    await vi.waitFor(async () => expect((await row(first)).status).toBe('done'), { timeout: 5_000 });
    await vi.waitFor(async () => expect((await row(other)).status).toBe('done'), { timeout: 5_000 });
    expect(seen.sort()).toEqual([1, 3]);

    const next = await enqueueJob(database.db, { name: 'test.once', payload: { n: 4 }, dedupKey: 'conversation:1' });
    expect(next).not.toBeNull();
    await vi.waitFor(() => expect(seen).toContain(4), { timeout: 5_000 });
  });

  it('enqueues a batch in one go, leaving out the jobs whose dedup key is taken, and runs each', async () => {
    await enqueueJob(database.db, { name: 'test.batch', payload: { n: 1 }, dedupKey: 'taken' });
    const added = await enqueueJobs(database.db, [
      { name: 'test.batch', payload: { n: 2 }, dedupKey: 'taken' },
      { name: 'test.batch', payload: { n: 3 }, dedupKey: 'free' },
      { name: 'test.batch', payload: { n: 4 }, dedupKey: 'free' },
      { name: 'test.batch', payload: { n: 5 } },
    ]);
    expect(added).toBe(2);
    const seen: number[] = [];
    startWorker({ 'test.batch': { schema: payloadSchema, handle: async ({ n }) => void seen.push(n) } });
    await vi.waitFor(() => expect(seen.sort()).toEqual([1, 3, 5]), { timeout: 5_000 });
    expect(await enqueueJobs(database.db, [])).toBe(0);
  });

  it('leaves waiting work for its next poll while the node is busy answering requests, and runs it once it is not', async () => {
    await enqueueJobs(
      database.db,
      [1, 2, 3, 4, 5, 6].map((n) => ({ name: 'test.later', payload: { n } })),
    );
    let busy = true;
    const seen: number[] = [];
    const worker = startWorker(
      { 'test.later': { schema: payloadSchema, handle: async ({ n }) => void seen.push(n) } },
      { concurrency: 2, pollIntervalMs: 60_000, busy: () => busy },
    );
    // The first claim takes two; busy, the worker neither claims again when they are done nor when nudged.
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 5_000 });
    worker.nudge();
    await pause(300);
    expect(seen).toHaveLength(2);

    busy = false;
    worker.nudge();
    await vi.waitFor(() => expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6]), { timeout: 5_000 });
  });

  it('hands due jobs of a name with a batch handler over together, and runs a failed batch job by job', async () => {
    const batches: number[][] = [];
    const alone: number[] = [];
    // 13 cannot be handled: with it in a batch the batch fails, and alone it fails until it is left failed.
    const definition: JobDefinition<{ n: number }> = {
      schema: payloadSchema,
      maxAttempts: 1,
      handleBatch: async (batch) => {
        const ns = batch.map(({ payload }) => payload.n).sort((a, b) => a - b);
        batches.push(ns);
        if (ns.includes(13)) throw new Error('toplu iş yazılamadı');
      },
      handle: async ({ n }) => {
        alone.push(n);
        if (n === 13) throw new Error(`${n} yazılamadı`);
      },
    };
    const ids = await Promise.all(
      [1, 2, 13, 4].map((n) => enqueueJob(database.db, { name: 'test.together', payload: { n } })),
    );
    startWorker({ 'test.together': definition });

    await vi.waitFor(async () => expect((await row(ids[2]!)).status).toBe('failed'), { timeout: 5_000 });
    await vi.waitFor(async () => {
      for (const id of [ids[0], ids[1], ids[3]]) expect((await row(id!)).status).toBe('done');
    });
    expect(batches).toEqual([[1, 2, 4, 13]]);
    expect(alone.sort((a, b) => a - b)).toEqual([1, 2, 4, 13]);
    expect(await row(ids[2]!)).toMatchObject({ lastError: '13 yazılamadı' });

    const next = await enqueueJobs(
      database.db,
      [5, 6].map((n) => ({ name: 'test.together', payload: { n } })),
    );
    expect(next).toBe(2);
    await vi.waitFor(() => expect(batches).toContainEqual([5, 6]), { timeout: 5_000 });
    await vi.waitFor(async () => {
      const done = await database.db.select().from(jobs).where(eq(jobs.status, 'done'));
      expect(done).toHaveLength(5);
    });
  });

  it('moves a waiting job to a new moment and payload when enqueued again with replace, leaving a running one be', async () => {
    // The reminder of one vehicle, enqueued again with replace each time its date changes.
    const remind = (n: number, runAt: Date) =>
      enqueueJob(database.db, { name: 'test.remind', payload: { n }, runAt, dedupKey: 'vehicle:1', replace: true });
    const later = new Date(Date.now() + 86_400_000);
    const first = await remind(1, later);
    const moved = new Date(later.getTime() + 3_600_000);
    const again = await remind(2, moved);
    expect(again).toBe(first);
    expect(await row(first)).toMatchObject({ status: 'pending', payload: { n: 2 }, runAt: moved });
    expect(await database.db.select().from(jobs).where(eq(jobs.dedupKey, 'vehicle:1'))).toHaveLength(1);

    await database.db.update(jobs).set({ status: 'running' }).where(eq(jobs.id, first!));
    const whileRunning = await remind(3, later);
    expect(whileRunning).toBeNull();
    expect(await row(first)).toMatchObject({ status: 'running', payload: { n: 2 } });
  });

  it("enqueues inside the caller's transaction: a rolled-back write leaves no job, a committed one runs", async () => {
    const seen: number[] = [];
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, { name: 'test.outbox', payload: { n: 1 } });
        throw new Error('the domain write failed');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, { name: 'test.outbox', payload: { n: 2 } });
    });
    startWorker({ 'test.outbox': { schema: payloadSchema, handle: async ({ n }) => void seen.push(n) } });

    await vi.waitFor(() => expect(seen).toEqual([2]), { timeout: 5_000 });
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  it('hands a job claimed by a node that stopped to another node once its lease has run out', async () => {
    let started = 0;
    const stalled = startWorker(
      {
        'test.restart': {
          schema: payloadSchema,
          handle: () => {
            started++;
            // The node dies mid-job: the handler never finishes.
            return new Promise(() => {});
          },
        },
      },
      { leaseMs: 400 },
    );
    const id = await enqueueJob(database.db, { name: 'test.restart', payload: { n: 1 } });
    await vi.waitFor(() => expect(started).toBe(1), { timeout: 5_000 });
    await stalled.stop(0);
    const stoppedAt = Date.now();
    expect((await row(id)).status).toBe('running');

    let finishedAt = 0;
    startWorker({
      'test.restart': {
        schema: payloadSchema,
        handle: async () => {
          finishedAt = Date.now();
        },
      },
    });
    await vi.waitFor(async () => expect((await row(id)).status).toBe('done'), { timeout: 5_000 });
    expect(finishedAt - stoppedAt).toBeGreaterThan(100);
    expect((await row(id)).attempts).toBe(2);
  });

  it('leaves a job failed when the node running its last attempt stopped', async () => {
    startWorker(
      { 'test.poison': { schema: payloadSchema, maxAttempts: 1, handle: () => new Promise(() => {}) } },
      { leaseMs: 300 },
    );
    const id = await enqueueJob(database.db, { name: 'test.poison', payload: { n: 1 } });
    await vi.waitFor(async () => expect((await row(id)).status).toBe('running'), { timeout: 5_000 });
    await workers[0]?.stop(0);

    let calls = 0;
    startWorker({ 'test.poison': { schema: payloadSchema, maxAttempts: 1, handle: async () => void calls++ } });
    await vi.waitFor(async () => expect((await row(id)).status).toBe('failed'), { timeout: 5_000 });
    expect(calls).toBe(0);
    expect((await row(id)).lastError).toMatch(/lease expired/);
  });
});
