import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Config, loadConfig } from '../../config.js';
import { createDatabase, type Database } from '../../db/client.js';
import {
  type ClientSocket,
  connect,
  disconnect,
  listen,
  nextEvent,
  pause,
  record,
} from '../../realtime/realtime.test-support.js';
import { businessData, customerData, type Session, signUp } from '../../test/users.fixtures.js';

const env = loadConfig({ NODE_ENV: 'test' });

/**
 * Two API nodes on one database and one Redis: the event is handled by whichever node claims its job, and the
 * notification reaches the recipient's tabs on both nodes, once each.
 */
describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('notifications across two API nodes', () => {
  const prefix = `otousta-test-${randomUUID()}`;
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const uploadDir = mkdtempSync(join(tmpdir(), 'otousta-uploads-'));
  const databases: Database[] = [];
  let nodeA: App;
  let nodeB: App;
  let urlA: string;
  let urlB: string;
  let customer: Session;
  let business: Session;
  const open: ClientSocket[] = [];

  beforeAll(async () => {
    const base = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPLOAD_DIR: uploadDir,
      SEED_DEMO: 'false',
      REDIS_PREFIX: prefix,
      JOBS_POLL_INTERVAL_MS: '50',
      RATE_LIMIT_REGISTER_IP: '1000',
      RATE_LIMIT_LOGIN_IP: '1000',
    });
    const config: Config = { ...base, DATABASE_SCHEMA: schema };
    const first = createDatabase(config);
    await first.migrate();
    const second = createDatabase(config);
    databases.push(first, second);
    nodeA = await buildApp(config, { database: first, logger: false });
    nodeB = await buildApp(config, { database: second, logger: false });
    urlA = await listen(nodeA);
    urlB = await listen(nodeB);
    customer = await signUp(nodeA, customerData());
    business = await signUp(nodeB, businessData());
  });
  afterAll(async () => {
    await Promise.all(open.map((socket) => disconnect(socket)));
    await nodeA?.close();
    await nodeB?.close();
    await Promise.all(databases.map((db) => db.close()));
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    const redis = createClient({ url: env.REDIS_URL });
    await redis.connect();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('delivers a notification live to the recipient’s tabs on both nodes, exactly once each', async () => {
    const onA = await connect(urlA, business.access);
    const onB = await connect(urlB, business.access);
    open.push(onA, onB);
    await pause(150);
    const seenA = record(onA, 'notification:new');
    const seenB = record(onB, 'notification:new');
    const arrival = Promise.all([nextEvent(onA, 'notification:new'), nextEvent(onB, 'notification:new')]);

    // Written on node A; the event job may run on either node.
    const res = await nodeA.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: customer.auth,
      payload: { businessId: business.user.id, rating: 4, comment: 'Temiz işçilik, zamanında teslim.' },
    });
    expect(res.statusCode).toBe(201);
    const [a, b] = await arrival;
    expect(a.notification.id).toBe(b.notification.id);
    expect(a.notification.type).toBe('review.created');

    // Reading on node B clears the bell of the tab on node A.
    const cleared = nextEvent(onA, 'notification:read');
    const read = await nodeB.inject({
      method: 'PATCH',
      url: `/api/notifications/${a.notification.id}/read`,
      headers: business.auth,
    });
    expect(read.statusCode).toBe(200);
    expect((await cleared).unreadCount).toBe(0);
    await pause(500);
    expect([seenA.length, seenB.length]).toEqual([1, 1]);
  });
});
