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

export interface BuiltServer {
  baseUrl: string;
  /** The server's DATA_DIR: without SMTP_URL its mails are written to `mail/` in it. */
  dataDir: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** An admin account to create before the server starts (the `admin:create` command opens the database itself). */
  admin?: { email: string; password: string };
}

/** The built app on a fresh embedded database in a temporary folder, on a free port; resolves once it is ready. */
export async function startBuiltServer(options: StartOptions = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'otousta-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The suite signs in and registers many times from one address.
    RATE_LIMIT_LOGIN_IP: '1000',
    RATE_LIMIT_REGISTER_IP: '1000',
    RATE_LIMIT_WRITES_PER_IP: '100000',
    RATE_LIMIT_UPLOADS_PER_HOUR: '1000',
    RATE_LIMIT_POSTS_PER_HOUR: '1000',
    RATE_LIMIT_COMMENTS_PER_HOUR: '1000',
    RATE_LIMIT_REVIEWS_PER_HOUR: '1000',
    RATE_LIMIT_REPORTS_PER_HOUR: '1000',
    RATE_LIMIT_QUOTES_PER_HOUR: '1000',
    RATE_LIMIT_FAVORITES_PER_HOUR: '1000',
    ...options.env,
  };
  if (options.admin) {
    const { email, password } = options.admin;
    await promisify(execFile)(
      process.execPath,
      ['apps/api/dist/admin-create.js', '--email', email, '--password', password],
      { cwd: root, env },
    );
  }
  const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  // Up to a minute: a first start applies every migration, slower on a busy machine.
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (i > 600) throw new Error('server did not become ready');
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
