import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { useServer } from './before-tests.js';

/** The PostgreSQL of DATABASE_URL, when set (a describe block that needs it skips otherwise). */
export const postgresUrl = loadConfig({ NODE_ENV: 'test' }).DATABASE_URL;

/** A PostgreSQL schema name no other test file uses. */
export const testSchemaName = () => `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** Drops a test's schema and everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

let archive: Blob | undefined;
/** The run's migrated in-memory database (memory-archive.setup.ts), read once per test process. */
export function memoryArchive(): Blob {
  archive ??= new Blob([readFileSync(inject('memoryArchiveFile'))]);
  return archive;
}

/** createDatabase for a test: an in-memory database starts migrated, from the run's archive. */
export const openTestDatabase = (config: Parameters<typeof createDatabase>[0]): Database =>
  createDatabase(config, config.DATABASE_URL ? {} : { memoryArchive: memoryArchive() });

/** An embedded PGlite database in memory with every migration applied, for a describe block's tests, closed after them. */
export const useMemoryDatabase = (): Database =>
  useServer(async () => {
    const database = openTestDatabase({ DATA_DIR: ':memory:', DATABASE_URL: undefined, DATABASE_POOL_MAX: 1 });
    await database.migrate();
    return database;
  });

/**
 * A schema of its own on the PostgreSQL of DATABASE_URL with every migration applied, opened with at most `poolMax`
 * connections, for a describe block's tests; dropped after them.
 */
export const usePostgresDatabase = (poolMax: number): Database =>
  useServer(async () => {
    const schema = testSchemaName();
    const database = createDatabase({
      DATA_DIR: ':memory:',
      DATABASE_URL: postgresUrl,
      DATABASE_POOL_MAX: poolMax,
      DATABASE_SCHEMA: schema,
    });
    await database.migrate();
    return {
      ...database,
      async close() {
        await database.close();
        await dropSchema(postgresUrl!, schema);
      },
    };
  });
