import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { JobLog } from '../jobs/jobs.worker.js';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Delivers one message or throws; the mail job decides whether to try again. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; without it mails go to `mailDir`. */
  smtpUrl?: string;
  from: string;
  /** Where mails are written without SMTP; null keeps them only in the log (an in-memory test run). */
  mailDir: string | null;
  /** SMTP connections kept open and used at once. */
  maxConnections: number;
  log: JobLog;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : fileMailer(options);
}

function smtpMailer(url: string, { from, maxConnections }: MailerOptions): Mailer {
  const transport = createTransport(
    {
      url,
      pool: true,
      maxConnections,
      // A server that does not answer fails the attempt well within the job's lease; the job tries again later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** A laptop without a mail server: each mail becomes an .eml file, and the log names its subject and links. */
function fileMailer({ from, mailDir, log }: MailerOptions): Mailer {
  // The same message an SMTP server would get (RFC 5322), built by nodemailer, kept in memory.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      const links = [...new Set(message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
      let file: string | undefined;
      if (mailDir) {
        await mkdir(mailDir, { recursive: true });
        file = await writeNew(mailDir, message.to, info.message as Buffer);
      }
      log.info({ to: message.to, subject: message.subject, links, file }, 'mail not sent (no SMTP_URL), kept locally');
    },
    close: () => transport.close(),
  };
}

/** `<time>-<to>.eml`, sortable by time; a second mail to the same address in the same millisecond gets `-2`. */
async function writeNew(dir: string, to: string, content: Buffer): Promise<string> {
  const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${to.replace(/[^\w@.+-]/g, '_')}`;
  for (let n = 1; ; n++) {
    const file = join(dir, n === 1 ? `${base}.eml` : `${base}-${n}.eml`);
    try {
      await writeFile(file, content, { flag: 'wx' });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
