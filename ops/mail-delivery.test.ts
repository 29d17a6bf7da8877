import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtpServer } from '../apps/api/src/platform/mail/mail.test-support.js';
import { type Cluster, type MailStack, pause, signUp, startMailStack, type User, until } from './support.js';

const LEASE_MS = 2000;

/**
 * Two API nodes share one job queue: every mail leaves once, whichever node takes it, and a node that dies while a
 * mail server holds its mails leaves them to the other node, which sends each of them once.
 */
describe('mail from two API nodes', () => {
  let stack: MailStack;
  let smtp: TestSmtpServer;
  let cluster: Cluster;
  const users: User[] = [];

  const received = (to: string, subject: string) =>
    smtp.mails.filter((mail) => mail.recipients.includes(to) && mail.subject === subject).length;

  beforeAll(async () => {
    stack = await startMailStack(LEASE_MS, { RATE_LIMIT_FORGOT_IP: '1000' });
    ({ cluster, smtp } = stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('sends each registration its one verification mail, with both nodes taking jobs', async () => {
    for (let i = 0; i < 12; i++) users.push(await signUp(cluster.url));
    const subject = 'E-posta adresinizi doğrulayın';
    await until('every verification mail', () => users.every((user) => received(user.email, subject) >= 1));
    // Time for a duplicate to show up, had two nodes claimed one job.
    await pause(1500);
    for (const user of users) expect(received(user.email, subject)).toBe(1);
  });

  it('sends a reset mail once when the node sending it dies before the mail server answers', async () => {
    const [first, second] = cluster.nodes;
    // One node runs the queue, and the mail server holds what it receives.
    await second!.stop();
    smtp.hold();
    const asking = users.slice(0, 4);
    for (const user of asking) {
      const res = await fetch(`${first!.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
      expect(res.status).toBe(202);
    }
    await until('the reset mails reach the held server', () => smtp.held() === asking.length);
    await first!.stop('SIGKILL');
    // The server answers only once it has seen the dead node hang up: those mails were never acknowledged.
    await until('the mail server sees the dead node hang up', () => smtp.held() === 0);
    smtp.release();
    await second!.start();
    const subject = 'Şifre sıfırlama bağlantınız';
    await until('every reset mail, sent again by the surviving node', () =>
      asking.every((user) => received(user.email, subject) >= 1),
    );
    await pause(LEASE_MS + 1000);
    for (const user of asking) expect(received(user.email, subject)).toBe(1);
  });
});
