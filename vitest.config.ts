import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file builds its own app on its own database, so nothing leaks between files; a worker keeps the modules it
    // loaded instead of importing the app again per file, which is most of the suite's time on two cores.
    isolate: false,
  },
});
