import { createDatabase, type Database } from '../db/client.js';
import { useServer } from './before-tests.js';

/** An embedded PGlite database in memory with every migration applied, for a describe block's tests, closed after them. */
export const useMemoryDatabase = (): Database =>
  useServer(async () => {
    const database = createDatabase({ DATA_DIR: ':memory:', DATABASE_URL: undefined, DATABASE_POOL_MAX: 1 });
    await database.migrate();
    return database;
  });
