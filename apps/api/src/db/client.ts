import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrationsDir } from '../paths.js';
import { type ChangeCount, pgliteChangeCount, postgresChangeCount } from './change-count.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * The count of the database's change notices on `channel` (db/change-count.ts), one listener per channel, closed
   * with the database.
   */
  changes(channel: string): ChangeCount;
  /** Connections in use and waiting (GET /metrics). */
  stats(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** How the schema's keys are named in the database (`createdAt` is `created_at`). */
export const CASING = 'snake_case';

// Any number fits in 64 bits here; parse bigint counts as numbers (COUNT(*) results).
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * How alike a typed word must be to a word businesses are found by for `term % word` (pg_trgm's similarity, 0–1) to
 * match: 0.35 lets 'elektirk' find 'elektrik' and 'otoelktrik' find 'otoelektrik' (docs/decisions/026-finding-
 * businesses.md). Set per connection, so the trigram index answers the operator.
 */
export const NAME_MATCH_THRESHOLD = 0.35;

// The extensions the schema uses (migration 0016): distances on the earth (cube + earthdistance) and trigram matching.
const pgliteExtensions = { cube, earthdistance, pg_trgm };

type DbConfig = Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX' | 'DATA_DIR' | 'DATABASE_SCHEMA'>;

/**
 * Real PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite (in memory when DATA_DIR is ':memory:'). An
 * in-memory database given `memoryArchive` (of `migratedMemoryArchive`) starts as that database instead of empty.
 */
export function createDatabase(config: DbConfig, options: { memoryArchive?: Blob } = {}): Database {
  return config.DATABASE_URL
    ? createPostgres(config.DATABASE_URL, config)
    : createPglite(config.DATA_DIR, options.memoryArchive);
}

/**
 * An in-memory database with every migration applied, archived (PGlite's data directory as a tarball). Tests start
 * each in-memory database from it: creating a database and migrating it takes about 4 s, loading the archive 1 s.
 */
export async function migratedMemoryArchive(): Promise<Blob> {
  const database = createPglite(':memory:');
  await database.migrate();
  const archive = await database.client.dumpDataDir('none');
  await database.close();
  return archive;
}

function createPglite(dataDir: string, memoryArchive?: Blob): Database & { client: PGlite } {
  let client: PGlite;
  let release = () => {};
  if (dataDir === ':memory:') client = new PGlite({ extensions: pgliteExtensions, loadDataDir: memoryArchive });
  else {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    client = new PGlite(join(dataDir, 'pg'), { extensions: pgliteExtensions });
  }
  // PGlite runs statements in the order they are sent: this one comes before any query of the app.
  void client.exec(`set pg_trgm.similarity_threshold = ${NAME_MATCH_THRESHOLD}`);
  const db = drizzlePglite(client, { schema, casing: CASING }) as unknown as Db;
  const listeners = changeCounts((channel) => pgliteChangeCount(client, channel));
  return {
    db,
    client,
    kind: 'pglite',
    changes: listeners.of,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await client.query('select 1');
    },
    // One in-process connection.
    stats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    close: () =>
      listeners
        .close()
        .then(() => client.close())
        .finally(release),
  };
}

function createPostgres(url: string, config: DbConfig): Database {
  const schemaName = config.DATABASE_SCHEMA;
  const pool = new pg.Pool({
    connectionString: url,
    max: config.DATABASE_POOL_MAX,
    // Connections stay open once opened (up to the maximum): the default closes one idle for 10 s, and the next burst
    // paid for a new one (connecting, then preparing the send path's statements again) in its slowest messages.
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 5_000,
    // Extensions live in `public` (one copy per database), so a schema of its own keeps `public` on its path.
    options: [
      `-c pg_trgm.similarity_threshold=${NAME_MATCH_THRESHOLD}`,
      ...(schemaName ? [`-c search_path=${schemaName},public`] : []),
    ].join(' '),
  });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: CASING }) as unknown as Db;
  const listeners = changeCounts((channel) => postgresChangeCount(url, channel, schemaName));
  return {
    db,
    kind: 'postgres',
    changes: listeners.of,
    migrate: async () => {
      const client = await pool.connect();
      try {
        // One migrator per deploy: a second node waits here, then finds nothing to apply.
        await client.query('select pg_advisory_lock(7291001)');
        if (schemaName) await client.query(`create schema if not exists "${schemaName}"`);
        await migratePg(drizzlePg(client) as never, {
          migrationsFolder: migrationsDir,
          ...(schemaName ? { migrationsSchema: schemaName } : {}),
        });
      } finally {
        await client.query('select pg_advisory_unlock(7291001)').catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    stats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: config.DATABASE_POOL_MAX,
    }),
    close: () => listeners.close().then(() => pool.end()),
  };
}

/** One listener per channel, made when first asked for. */
function changeCounts(listen: (channel: string) => ChangeCount) {
  const counts = new Map<string, ChangeCount>();
  return {
    of(channel: string): ChangeCount {
      let count = counts.get(channel);
      if (!count) {
        count = listen(channel);
        counts.set(channel, count);
      }
      return count;
    },
    close: () => Promise.all([...counts.values()].map((count) => count.close())),
  };
}
