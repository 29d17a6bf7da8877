import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // The longest journeys (a seller from application to a delivered order) take 33 s alone on a slow two-core machine
    // and over a minute beside another file; a hung page still fails, only later.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // What a page does after a click takes longer on a loaded machine; a poll waits for it up to this long.
    expect: { poll: { timeout: 10_000 } },
    // One browser per file, two files at a time: a page mostly waits on the server or on timers, so two files share
    // two cores well and the run takes about half as long as one file at a time (12 → 6 minutes).
    maxWorkers: 2,
    // A browser test that fails once is run again and reported as flaky in the output; one failing twice fails the
    // run. On two shared cores a stall can outlast a wait now and then without anything being wrong with the app.
    retry: 1,
  },
});
