import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';

/**
 * The mails the app sent, as the e2e SMTP server accepted them (`<time>-<to>.eml`); the specs read them there as a
 * person would read their inbox.
 */
const mailDir = () => inject('inboxDir');

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  /** Every http(s) link of the plain-text part. */
  links: URL[];
}

async function mailsTo(address: string): Promise<SentMail[]> {
  let files: string[];
  try {
    files = await readdir(mailDir());
  } catch {
    return [];
  }
  // Oldest first: the names start with the time.
  const mine = files.filter((file) => file.endsWith('.eml') && file.includes(`-${address}`)).sort();
  const mails: SentMail[] = [];
  for (const file of mine) {
    const parsed = await simpleParser(await readFile(join(mailDir(), file)));
    const text = parsed.text ?? '';
    const links = [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])].map((link) => new URL(link));
    mails.push({ to: address, subject: parsed.subject ?? '', text, links });
  }
  return mails;
}

/**
 * The newest link to `pathname` (e.g. '/sifre-sifirla') mailed to `address`, as a path with its query to open on the
 * test server (the mail names the configured public address). Waits for the mail queue to deliver it.
 */
export async function mailedLink(address: string, pathname: string, { after = 0, timeoutMs = 20_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).slice(after);
    const link = mails
      .flatMap((mail) => mail.links)
      .reverse()
      .find((url) => url.pathname === pathname);
    if (link) return `${link.pathname}${link.search}`;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with a link to ${pathname}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many mails went to `address` so far: pass it as `after` to wait for a newer one. */
export const mailCount = async (address: string) => (await mailsTo(address)).length;
