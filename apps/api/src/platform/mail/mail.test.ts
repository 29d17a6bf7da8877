import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { useServer } from '../../test/before-tests.js';
import { useMemoryDatabase } from '../../test/databases.js';
import { useTestApp } from '../../test/test-app.js';
import { enqueueJob } from '../jobs/jobs.queue.js';
import { type JobRow, jobs } from '../jobs/jobs.table.js';
import { createJobWorker } from '../jobs/jobs.worker.js';
import { MAIL_SEND_JOB, mailSendJob } from './mail.job.js';
import { renderMail } from './mail.template.js';
import { freePort, startTestSmtpServer, type TestSmtpServer } from './mail.test-support.js';
import { createMailer } from './mail.transport.js';

const silent = { info() {}, warn() {}, error() {} };
const resetLink = 'https://otousta.example.com/sifre-sifirla?token=ab12cd34';
const resetMail = (to: string) => ({
  to,
  ...renderMail({
    subject: 'Şifrenizi sıfırlayın',
    heading: 'Şifre sıfırlama isteği',
    paragraphs: ['Merhaba Ayşe, <b>yeni şifrenizi</b> belirlemek için aşağıdaki düğmeye tıklayın.'],
    action: { label: 'Şifremi Sıfırla', url: resetLink },
  }),
});

async function jobRow(db: Database['db'], id: string | null): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.id, id ?? ''));
  return row;
}

describe('mail over SMTP', () => {
  const smtp = useServer(() => startTestSmtpServer({ refuse: ['yok@example.com'] }));
  const t = useTestApp(() => ({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://www.otousta.example.com',
    JOBS_POLL_INTERVAL_MS: '20',
  }));

  it('delivers a queued mail with subject, HTML and text parts, the link in both and the sender footer', async () => {
    const id = await t.app.mail.enqueue(resetMail('ayse@example.com'));
    expect(id).toEqual(expect.any(String));

    await vi.waitFor(() => expect(smtp.mails.map((m) => m.recipients)).toContainEqual(['ayse@example.com']), {
      timeout: 10_000,
    });
    const mail = smtp.mails.find((m) => m.recipients.includes('ayse@example.com'));
    expect(mail?.subject).toBe('Şifrenizi sıfırlayın');
    expect(mail?.from?.value).toEqual([{ name: 'OtoUsta', address: 'bildirim@otousta.example.com' }]);
    expect(mail?.html).toContain(`href="${resetLink}"`);
    expect(mail?.html).toContain('Şifremi Sıfırla');
    // Text from the caller is shown as text, never as markup.
    expect(mail?.html).toContain('&lt;b&gt;yeni şifrenizi&lt;/b&gt;');
    expect(mail?.text).toContain(`Şifremi Sıfırla: ${resetLink}`);
    for (const part of [mail?.html, mail?.text]) {
      expect(part).toContain('OtoUsta');
      expect(part).toContain('OtoUsta Teknoloji A.Ş.');
    }
    expect(mail?.headerLines.some((h) => h.key.startsWith('list-'))).toBe(false);
    await vi.waitFor(async () => expect((await jobRow(t.app.database.db, id))?.status).toBe('done'));
  });

  it('gives a non-essential mail a one-click unsubscribe header and footer link', async () => {
    const unsubscribe = 'https://otousta.example.com/api/notifications/unsubscribe?token=zz9';
    await t.app.mail.enqueue({
      to: 'mehmet@example.com',
      ...renderMail({
        subject: 'Yeni mesajınız var',
        heading: 'Okunmamış bir mesajınız var',
        paragraphs: ['Usta Oto Servis size yazdı.'],
        action: { label: 'Mesajı Oku', url: 'https://otousta.example.com/mesajlar' },
        unsubscribeUrl: unsubscribe,
      }),
    });

    await vi.waitFor(() => expect(smtp.mails.map((m) => m.recipients)).toContainEqual(['mehmet@example.com']), {
      timeout: 10_000,
    });
    const mail = smtp.mails.find((m) => m.recipients.includes('mehmet@example.com'));
    // Long header lines arrive folded (RFC 5322); unfolded they must read exactly so.
    const header = (key: string) => mail?.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(unsubscribe);
    expect(mail?.html).toContain(`href="${unsubscribe}"`);
  });

  it('gives up at once on a recipient the server refuses for good, without failing the caller', async () => {
    const id = await t.app.mail.enqueue(resetMail('yok@example.com'));
    expect(id).toEqual(expect.any(String));

    await vi.waitFor(async () => expect((await jobRow(t.app.database.db, id))?.status).toBe('failed'), {
      timeout: 10_000,
    });
    const row = await jobRow(t.app.database.db, id);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/550/);
  });
});

describe('mail while the SMTP server is down', () => {
  const database = useMemoryDatabase();

  it('keeps the mail queued, retries, and delivers it once the server is up', async () => {
    const port = await freePort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'OtoUsta <bildirim@otousta.com.tr>',
      mailDir: null,
      maxConnections: 2,
      log: silent,
    });
    const worker = createJobWorker({ db: database.db, log: silent, concurrency: 2, pollIntervalMs: 20 });
    worker.register(MAIL_SEND_JOB, mailSendJob(mailer, { maxAttempts: 20, retryBaseMs: 100, retryMaxMs: 400 }));
    worker.start();
    let smtp: TestSmtpServer | undefined;
    try {
      // Queuing succeeds although no server answers: the caller never waits for mail.
      const id = await enqueueJob(database.db, { name: MAIL_SEND_JOB, payload: resetMail('ayse@example.com') });
      await vi.waitFor(
        async () => {
          const row = await jobRow(database.db, id);
          expect(row?.status).toBe('pending');
          expect(row?.attempts).toBeGreaterThanOrEqual(2);
          expect(row?.lastError).toMatch(/ECONNREFUSED/);
        },
        { timeout: 10_000 },
      );

      smtp = await startTestSmtpServer({ port });
      await vi.waitFor(() => expect(smtp?.mails).toHaveLength(1), { timeout: 10_000 });
      expect(smtp.mails[0]?.subject).toBe('Şifrenizi sıfırlayın');
      expect(smtp.mails[0]?.text).toContain(resetLink);
      await vi.waitFor(async () => expect((await jobRow(database.db, id))?.status).toBe('done'));
    } finally {
      await worker.stop(1_000);
      mailer.close();
      await smtp?.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  let dataDir: string;
  const database = useMemoryDatabase();
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'otousta-mail-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each mail as an .eml file into DATA_DIR/mail and logs its subject and links', async () => {
    const logs: Record<string, unknown>[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      SEED_DEMO: 'false',
      JOBS_POLL_INTERVAL_MS: '20',
    });
    const app = await buildApp(config, {
      database,
      logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
    });
    await app.ready();
    try {
      await app.mail.enqueue(resetMail('ayse@example.com'));

      const mailDir = join(dataDir, 'mail');
      // The file appears when it is created and is whole once written: wait for the whole mail.
      const [file = '', mail] = await vi.waitFor(
        async () => {
          const files = readdirSync(mailDir);
          expect(files).toHaveLength(1);
          const parsed = await simpleParser(readFileSync(join(mailDir, files[0]!)));
          expect(parsed.html).toContain('</html>');
          return [files[0]!, parsed] as const;
        },
        { timeout: 10_000 },
      );
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-ayse@example\.com\.eml$/);
      expect(mail.subject).toBe('Şifrenizi sıfırlayın');
      expect(mail.to).toMatchObject({ value: [{ address: 'ayse@example.com' }] });
      expect(mail.html).toContain(`href="${resetLink}"`);
      expect(mail.text).toContain(resetLink);

      const logged = logs.find((l) => l.subject === 'Şifrenizi sıfırlayın');
      expect(logged).toMatchObject({ to: 'ayse@example.com', links: [resetLink], file: join(mailDir, file) });
    } finally {
      await app.close();
    }
  });
});

describe('mail settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', SMTP_URL: '', MAIL_FROM: '', ...env });

  it('sends from bildirim@ the public domain, or the brand domain when the site has no domain name', () => {
    expect(load({ PUBLIC_URL: 'https://www.oto.example.org' }).MAIL_FROM).toBe('OtoUsta <bildirim@oto.example.org>');
    expect(load({ PUBLIC_URL: 'http://localhost:3000' }).MAIL_FROM).toBe('OtoUsta <bildirim@otousta.com.tr>');
    expect(load({ PUBLIC_URL: 'http://192.168.1.20:3000' }).MAIL_FROM).toBe('OtoUsta <bildirim@otousta.com.tr>');
    expect(load({ MAIL_FROM: 'Destek <destek@oto.example.org>' }).MAIL_FROM).toBe('Destek <destek@oto.example.org>');
  });

  it('stops the start with one line naming a mistyped mail variable', () => {
    expect(() => load({ SMTP_URL: 'mail.example.org:587' })).toThrow(ConfigError);
    expect(() => load({ SMTP_URL: 'http://mail.example.org' })).toThrow(/^Invalid environment variable SMTP_URL/);
    expect(() => load({ MAIL_FROM: 'OtoUsta' })).toThrow(/^Invalid environment variable MAIL_FROM/);
    expect(load({ SMTP_URL: 'smtps://user:p%40ss@mail.example.org:465' }).SMTP_URL).toBe(
      'smtps://user:p%40ss@mail.example.org:465',
    );
  });
});
