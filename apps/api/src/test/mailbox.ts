import { expect, vi } from 'vitest';
import type { TestSmtpServer } from '../platform/mail/mail.test-support.js';

/** Waits for the `nth` mail (1-based) to `to` on the test SMTP server and returns it with the link of its button. */
export async function mailTo(smtp: TestSmtpServer, to: string, nth = 1) {
  const received = () => smtp.mails.filter((m) => m.recipients.includes(to));
  await vi.waitFor(() => expect(received().length).toBeGreaterThanOrEqual(nth), { timeout: 10_000 });
  const mail = received()[nth - 1]!;
  const link = /https?:\/\/\S+\?token=[\w%-]+/.exec(mail.text ?? '')?.[0];
  return { mail, link, token: link ? decodeURIComponent(new URL(link).searchParams.get('token') ?? '') : undefined };
}

/** How many mails `to` has received so far. */
export const mailCount = (smtp: TestSmtpServer, to: string) =>
  smtp.mails.filter((m) => m.recipients.includes(to)).length;
