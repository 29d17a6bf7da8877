// Small helpers shared by the root scripts (start, test, e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command in the repository root, inheriting output; exits the script when it fails. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when the built output is missing or older than any of its sources. */
export function isStale(output, sources) {
  if (!existsSync(join(root, output))) return true;
  const built = statSync(join(root, output)).mtimeMs;
  return sources.some((dir) => newestMtime(join(root, dir)) > built);
}

/** Builds web and API when either is missing or out of date. */
export function buildIfNeeded() {
  if (
    isStale('apps/web/dist/index.html', [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'packages/shared/src',
    ])
  ) {
    run('npm', ['run', 'build', '-w', '@otousta/web']);
  }
  if (isStale('apps/api/dist/server.js', ['apps/api/src', 'packages/shared/src'])) {
    run('npm', ['run', 'build', '-w', '@otousta/api']);
  }
}
