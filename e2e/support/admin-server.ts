import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = new URL('../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface AdminServer {
  base: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * The built app on its own embedded database with an admin in it. An admin exists only through the `admin:create`
 * command, which opens the database itself, so it runs before this server starts (the shared e2e server is already
 * running by then).
 */
export async function startServerWithAdmin(env: Record<string, string> = {}): Promise<AdminServer> {
  const admin = { email: 'yonetici@example.com', password: 'yonetici-sifre-1' };
  const dataDir = mkdtempSync(join(tmpdir(), 'otousta-admin-e2e-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fullEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN_IP: '1000',
    RATE_LIMIT_REGISTER_IP: '1000',
    ...env,
  };
  await promisify(execFile)(
    process.execPath,
    ['apps/api/dist/admin-create.js', '--email', admin.email, '--password', admin.password],
    { cwd: root, env: fullEnv },
  );
  const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: fullEnv,
  });
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (i > 900) throw new Error('server did not become ready');
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    admin,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
