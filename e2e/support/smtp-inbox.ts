import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the e2e app to send through, as in production. Each accepted mail is written to `dir` as
 * `<time>-<recipient>.eml`, where the specs (other processes) read it as a person reads an inbox.
 */
export async function startSmtpInbox(dir: string) {
  mkdirSync(dir, { recursive: true });
  let serial = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const name = `${Date.now()}-${String(++serial).padStart(6, '0')}`;
        const writes = session.envelope.rcptTo.map(({ address }) =>
          writeFile(join(dir, `${name}-${address}.eml`), Buffer.concat(chunks)),
        );
        Promise.all(writes).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
