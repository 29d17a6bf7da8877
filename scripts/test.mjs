// `npm test`: the whole suite. Lint (Biome, then the module boundaries), types, unit and API tests on embedded
// PGlite, the API tests again on the PostgreSQL/Redis of DATABASE_URL/REDIS_URL when set, then end-to-end tests in
// Chromium on the built app.
import { buildIfNeeded, run } from './lib.mjs';

const { DATABASE_URL, REDIS_URL } = process.env;

run('npx', ['biome', 'check', '.']);
run('npm', ['run', 'lint:boundaries']);
run('npm', ['run', 'typecheck']);
run('npx', ['vitest', 'run'], { DATABASE_URL: '', REDIS_URL: '' });
if (DATABASE_URL || REDIS_URL) {
  console.log(`\n— API suite on PostgreSQL${REDIS_URL ? ' and Redis' : ''} —`);
  run('npx', ['vitest', 'run', 'apps/api']);
}
buildIfNeeded();
run(process.execPath, ['scripts/e2e.mjs']);
if (DATABASE_URL && REDIS_URL) run('npx', ['vitest', 'run', '--config', 'ops/vitest.config.ts']);
