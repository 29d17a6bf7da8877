import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // On PostgreSQL a worker keeps the modules it loaded instead of importing the app again for every file, a quarter of
    // that run's time on two cores; each file still builds its own app on its own schema. On embedded PGlite every file
    // runs in a fresh process: the memory of the databases a file creates is not handed back while its process lives
    // (one process through the whole suite grew to 16 GB).
    isolate: !process.env.DATABASE_URL,
  },
});
