// Small helpers shared by the root scripts (start, test, e2e, cluster), the benchmarks and the e2e and fault tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * The built API (apps/api/dist/server.js) on a free port of 127.0.0.1, its DATA_DIR a fresh temporary folder named
 * after `tmpPrefix`, with `env` over this process's variables; `prepare(env)` runs first with the same variables (a
 * command that opens the database before the server does). Resolves once /api/ready answers; `stop()` ends the
 * server and removes the folder, unless `keepDataDir`. Given `dataDir` and `port` (of a stopped server), it starts on
 * that folder and address again, so pages of the earlier server go on with their sessions.
 *
 * @param {{ env?: Record<string, string>, tmpPrefix?: string, prepare?: (env: NodeJS.ProcessEnv) => Promise<unknown>, dataDir?: string, port?: number }} options
 */
export async function startBuiltApi({ env = {}, tmpPrefix = 'otousta-', prepare, ...again } = {}) {
  const dataDir = again.dataDir ?? mkdtempSync(join(tmpdir(), tmpPrefix));
  const port = again.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // A production start needs the site's address; here it is this server's own.
    PUBLIC_URL: url,
    ...env,
  };
  await prepare?.(serverEnv);
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv,
  });
  // Up to three minutes: a first start applies every migration, and a benchmark's kept data set (100,000 rows) makes
  // a new migration's backfill take a minute or more.
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (i > 1800) throw new Error('server did not become ready');
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    /** @param {{ keepDataDir?: boolean }} [options] */
    async stop({ keepDataDir = false } = {}) {
      // A server already gone (ended from outside) has no exit left to wait for.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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
