import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { type App, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { listen } from '../realtime/realtime.test-support.js';
import { dropSchema, openTestDatabase, testSchemaName } from './databases.js';

export interface TwoNodes {
  nodeA: App;
  nodeB: App;
  urlA: string;
  urlB: string;
  /** Closes both nodes and removes their schema, Redis keys and uploads. */
  close(): Promise<void>;
}

/**
 * Two API nodes in one test process, each with its own HTTP server, Socket.IO server, Redis adapter and job worker,
 * on one database and one Redis (REDIS_URL; DATABASE_URL or one embedded database): what a load balancer in front
 * of two processes sees. Both sign tokens alike, as a deployment shares its JWT_SECRET.
 */
export async function startTwoNodes(overrides: Record<string, string> = {}): Promise<TwoNodes> {
  const prefix = `otousta-test-${randomUUID()}`;
  const schema = testSchemaName();
  const uploadDir = mkdtempSync(join(tmpdir(), 'otousta-uploads-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: uploadDir,
    SEED_DEMO: 'false',
    REDIS_PREFIX: prefix,
    RATE_LIMIT_REGISTER_IP: '1000',
    RATE_LIMIT_LOGIN_IP: '1000',
    ...overrides,
  });
  const config: Config = base.DATABASE_URL ? { ...base, DATABASE_SCHEMA: schema } : { ...base, DATA_DIR: ':memory:' };
  const first = openTestDatabase(config);
  await first.migrate();
  // PostgreSQL: each node has its own connection pool. The embedded database cannot be opened twice, so both
  // in-process nodes use the one instance.
  const second = config.DATABASE_URL ? createDatabase(config) : first;
  const databases: Database[] = second === first ? [first] : [first, second];
  const nodeA = await buildApp(config, { database: first, logger: false });
  const nodeB = await buildApp(config, { database: second, logger: false });
  return {
    nodeA,
    nodeB,
    urlA: await listen(nodeA),
    urlB: await listen(nodeB),
    async close() {
      await nodeA.close();
      await nodeB.close();
      await Promise.all(databases.map((db) => db.close()));
      if (config.DATABASE_URL) await dropSchema(config.DATABASE_URL, schema);
      const redis = createClient({ url: config.REDIS_URL });
      await redis.connect();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(keys);
      await redis.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
