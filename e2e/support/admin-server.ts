import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openSignedIn, type SignedInAccount } from './accounts';
import { browserForFile, desktop, openPage } from './browser';
import { type BuiltServer, type StartOptions, startBuiltServer } from './server';

export interface AdminServer extends BuiltServer {
  admin: { email: string; password: string };
}

const admin = { email: 'yonetici@example.com', password: 'yonetici-sifre-1' };

/**
 * A spec file on a server of its own with an admin, and a browser: both started before the file's other hooks and
 * tests, and stopped after them with every page `open` gave. Call it at the top of the file. An admin exists only
 * through the `admin:create` command, which opens the database itself, so it runs before this server starts (the
 * shared e2e server is already running by then).
 */
export function adminServerForFile(env: Record<string, string> = {}) {
  const file = serverForFile({ env, admin });
  return { ...file, server: (): AdminServer => ({ ...file.server(), admin }) };
}

/**
 * A spec file on a server of its own (one it may stop and start again, BuiltServer.restart), and a browser, as
 * `adminServerForFile`. Call it at the top of the file.
 */
export function serverForFile(options: StartOptions = {}) {
  const browser = browserForFile();
  let started: BuiltServer | undefined;
  const contexts: BrowserContext[] = [];
  // A fresh database gets migrated (twice with an admin: the command's and the server's): slow on a loaded machine.
  beforeAll(async () => {
    started = await startBuiltServer(options);
  }, 180_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await started?.stop();
  });
  const server = () => {
    if (!started) throw new Error('the server is started in beforeAll');
    return started;
  };
  return {
    server,
    /** A fresh page of the file's server, signed in as `account` or signed out; closed after the file. */
    async open(account: SignedInAccount | null, path: string, viewport = desktop) {
      const opened = account
        ? await openSignedIn(browser(), path, account, viewport, server().baseUrl)
        : await openPage(browser(), path, viewport, server().baseUrl);
      contexts.push(opened.context);
      return opened;
    },
  };
}
