// End-to-end tests: makes sure Debian's Chromium is present (installing it with apt on a fresh machine), then runs
// the Playwright specs in e2e/ against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfNeeded, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log('Chromium bulunamadı; apt ile kuruluyor…');
  const apt = (args) =>
    process.getuid?.() === 0
      ? spawnSync('apt-get', args, { stdio: 'inherit' })
      : spawnSync('sudo', ['apt-get', ...args], { stdio: 'inherit' });
  apt(['update']);
  if (apt(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0 || !existsSync(chromium)) {
    console.error(`Chromium could not be installed; install the Debian package "chromium" or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
buildIfNeeded();
run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
  CHROMIUM_PATH: chromium,
  DATABASE_URL: '',
  REDIS_URL: '',
});
