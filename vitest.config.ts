import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One in-memory database migrated for the whole run, which each test file's in-memory databases start from.
    globalSetup: ['apps/api/src/test/memory-archive.setup.ts'],
    pool: 'forks',
    // On PostgreSQL a worker keeps the modules it loaded instead of importing the app again for every file, a quarter of
    // that run's time on two cores; each file still builds its own app on its own schema. On embedded PGlite every file
    // runs in a fresh process: a closed app stays reachable (socket.io's session adapter never stops its cleanup timer,
    // prom-client's GC observer keeps its registry), and with it its in-memory database, about 220 MB a file, so one
    // process through the whole suite grew to 16 GB.
    isolate: !process.env.DATABASE_URL,
  },
});
