import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { root, startBuiltApi } from '../../scripts/lib.mjs';

export interface BuiltServer {
  baseUrl: string;
  /** The server's DATA_DIR: without SMTP_URL its mails are written to `mail/` in it. */
  dataDir: string;
  /**
   * Stops the server, runs `whileStopped` on its data dir (a command that opens the database itself), and starts it
   * again on the same folder and address: open pages keep their sessions (the JWT secret is kept in the folder).
   */
  restart(whileStopped: (dataDir: string) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** An admin account to create before the server starts (the `admin:create` command opens the database itself). */
  admin?: { email: string; password: string };
}

/** The built app on a fresh embedded database in a temporary folder, on a free port; resolves once it is ready. */
export async function startBuiltServer(options: StartOptions = {}): Promise<BuiltServer> {
  const { admin } = options;
  const env = {
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
  let server = await startBuiltApi({
    tmpPrefix: 'otousta-e2e-',
    env,
    prepare: async (env) => {
      if (!admin) return;
      await promisify(execFile)(
        process.execPath,
        ['apps/api/dist/admin-create.js', '--email', admin.email, '--password', admin.password],
        { cwd: root, env },
      );
    },
  });
  const { url, port, dataDir } = server;
  return {
    baseUrl: url,
    dataDir,
    async restart(whileStopped) {
      await server.stop({ keepDataDir: true });
      await whileStopped(dataDir);
      server = await startBuiltApi({ env, dataDir, port });
    },
    stop: () => server.stop(),
  };
}
