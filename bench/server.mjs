// Starts the built app for a benchmark: its own port and embedded database in a temporary folder, or the
// PostgreSQL of DATABASE_URL when set. Shared by the benchmark scripts so each measures a fresh, known server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';

/** The secret the benchmark servers sign tokens with. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** An access token for `userId` as the API issues one, so a benchmark presents a signed-in user without signing in. */
export const accessToken = (userId, userType = 'musteri') =>
  new SignJWT({ typ: 'access', userType, role: 'user' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('otousta')
    .setAudience('otousta-web')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(BENCH_JWT_SECRET));

export const root = new URL('..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Resolves to `{ url, stop }` once /api/ready answers. `env` adds or overrides variables. */
export async function startServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'otousta-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
