import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './server';
import { startSmtpInbox } from './smtp-inbox';

/**
 * Starts the built app once, on a fresh embedded database in a temporary folder, for every e2e spec, sending its
 * mail through a real SMTP server.
 */
export default async function setup(project: TestProject) {
  const inboxDir = mkdtempSync(join(tmpdir(), 'otousta-e2e-inbox-'));
  const smtp = await startSmtpInbox(inboxDir);
  const server = await startBuiltServer({ env: { SMTP_URL: smtp.url } });
  project.provide('baseUrl', server.baseUrl);
  project.provide('inboxDir', inboxDir);
  return async () => {
    await server.stop();
    await smtp.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the e2e SMTP server files each mail it accepts. */
    inboxDir: string;
  }
}
