import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { type App, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { WRITE_LIMITS } from '../plugins/rate-limit.js';
import { useServer } from './before-tests.js';
import { dropSchema, openTestDatabase, testSchemaName } from './databases.js';

const writeLimitVariables = ['RATE_LIMIT_WRITES_PER_IP', ...Object.values(WRITE_LIMITS)];

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: in-memory PGlite, or — when DATABASE_URL is set — a new PostgreSQL schema
 * dropped afterwards. Nothing is shared between test files.
 */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'otousta-uploads-'));
  const schema = testSchemaName();
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: uploadDir,
    SEED_DEMO: 'false',
    // Tests read what they just wrote; the page cache has its own test.
    PAGE_CACHE_MS: '0',
    // Its own Redis keys (rate-limit counters, realtime streams) even when a test runs the app as another NODE_ENV.
    REDIS_PREFIX: `otousta-${schema}`,
    // Every test request comes from one address and a handful of users; the write limits have their own tests.
    ...Object.fromEntries(writeLimitVariables.map((name) => [name, '1000000'])),
    ...overrides,
  });
  const config: Config = base.DATABASE_URL
    ? { ...base, DATABASE_SCHEMA: schema, DATABASE_POOL_MAX: 20 }
    : { ...base, DATA_DIR: ':memory:' };
  const database = openTestDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
      if (config.DATABASE_URL) await dropSchema(config.DATABASE_URL, schema);
      if (config.REDIS_URL)
        await dropRedisKeys(config.REDIS_URL, [`${config.REDIS_PREFIX}:*`, `*:${config.REDIS_PREFIX}:*`]);
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of a describe block, started before its tests and closed after them: with `overrides`, or with what
 * the function gives once the servers declared before it are up (`() => ({ SMTP_URL: smtp.url })`).
 */
export const useTestApp = (overrides: Record<string, string> | (() => Record<string, string>) = {}): TestApp =>
  useServer(() => createTestApp(typeof overrides === 'function' ? overrides() : overrides));

/** Removes what a test app left in the shared Redis (realtime streams and presence, rate-limit counters). */
async function dropRedisKeys(url: string, patterns: string[]) {
  const redis = createClient({ url });
  await redis.connect();
  for (const pattern of patterns) {
    for await (const keys of redis.scanIterator({ MATCH: pattern, COUNT: 500 })) {
      if (keys.length) await redis.del(keys);
    }
  }
  await redis.close();
}
