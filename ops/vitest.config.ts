import { defineConfig } from 'vitest/config';

// Fault tests: each file starts its own PostgreSQL, Redis and a two-node cluster of the BUILT app, then breaks
// one of them. Run by `npm test` (scripts/test.mjs) after the build when DATABASE_URL and REDIS_URL are set.
export default defineConfig({
  test: {
    include: ['ops/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
