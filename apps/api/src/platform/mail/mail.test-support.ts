import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for an app that should deliver here. */
  url: string;
  /** Every mail received so far, parsed, with its envelope recipients. */
  mails: (ParsedMail & { recipients: string[] })[];
  /**
   * Holds every mail whose data has arrived without answering it, as a slow server does, until `release`. A mail
   * whose sender hung up meanwhile is dropped: it was never acknowledged.
   */
  hold(): void;
  release(): void;
  /** Mails fully received and waiting for the server's answer, whose senders are still connected. */
  held(): number;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** A fixed port, e.g. one a test reserved while the server was still down. */
  port?: number;
  /** Recipients the server refuses for good (550), as a mailbox that does not exist. */
  refuse?: readonly string[];
}

/** A real SMTP server in this process (plain text, any login accepted) that keeps what it receives. */
export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const mails: TestSmtpServer['mails'] = [];
  const hungUp = new Set<string>();
  let gate: { opened: Promise<void>; open: () => void } | null = null;
  const held = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        callback(Object.assign(new Error('Böyle bir posta kutusu yok'), { responseCode: 550 }));
      } else callback();
    },
    onClose(session) {
      hungUp.add(session.id);
      held.delete(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (gate) {
            held.add(session.id);
            await gate.opened;
            held.delete(session.id);
          }
          if (hungUp.has(session.id)) return callback(new Error('sender hung up'));
          mails.push(Object.assign(mail, { recipients: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    hold() {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate ??= { opened, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
    held: () => held.size,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A local port nothing listens on right now: an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
