import { errorMessages } from '@otousta/shared/messages/tr';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.table.js';
import { startTestSmtpServer } from '../../platform/mail/mail.test-support.js';
import { useServer } from '../../test/before-tests.js';
import { mailCount, mailTo } from '../../test/mailbox.js';
import { useTestApp } from '../../test/test-app.js';
import { customerData, type Session, signUp } from '../../test/users.fixtures.js';
import { FORGOT_PASSWORD_JOB } from './auth.account.js';
import { accountTokens } from './auth.table.js';

const ORIGIN = 'https://www.otousta.example.com';

describe('account recovery and verification by mail', () => {
  const smtp = useServer(startTestSmtpServer);
  const t = useTestApp(() => ({
    SMTP_URL: smtp.url,
    PUBLIC_URL: ORIGIN,
    JOBS_POLL_INTERVAL_MS: '20',
    RATE_LIMIT_FORGOT_IP: '1000',
    RATE_LIMIT_FORGOT_EMAIL: '1000',
  }));

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, headers, remoteAddress });
  const login = (email: string, password: string) => post('login', { email, password });
  const refresh = (token: string) => post('refresh', { refresh_token: token });
  const profile = async (s: Session) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: s.auth })).json().user;
  const withSubject = (to: string, subject: string) =>
    smtp.mails.filter((m) => m.recipients.includes(to) && m.subject === subject);
  /** Waits for a mail to `to` with this subject: other mails (a new device's) may arrive before or after it. */
  async function mailWithSubject(to: string, subject: string) {
    await vi.waitFor(() => expect(withSubject(to, subject)).toHaveLength(1), { timeout: 10_000 });
    return withSubject(to, subject)[0]!;
  }

  it('answers a known and an unknown address identically and mails a reset link only to the known one', async () => {
    const ayse = await signUp(t.app, customerData());
    const known = await post('forgot-password', { email: ayse.user.email.toUpperCase() });
    const unknown = await post('forgot-password', { email: 'kimse-yok@example.com' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('');
    }
    expect({ ...known.headers, date: '', 'x-request-id': '' }).toEqual({
      ...unknown.headers,
      date: '',
      'x-request-id': '',
    });
    const { mail, link } = await mailTo(smtp, ayse.user.email, 2);
    expect(mail.subject).toBe('Şifre sıfırlama bağlantınız');
    expect(link).toMatch(new RegExp(`^${ORIGIN}/sifre-sifirla\\?token=[\\w-]{43}$`));
    expect(mail.html).toContain(link);
    expect(mailCount(smtp, 'kimse-yok@example.com')).toBe(0);
    // Both requests did the same work: one stored lookup each, the account search left to the queue.
    const lookups = await t.app.database.db.select().from(jobs).where(eq(jobs.name, FORGOT_PASSWORD_JOB));
    expect(lookups.map((job) => (job.payload as { email: string }).email).sort()).toEqual(
      [ayse.user.email, 'kimse-yok@example.com'].sort(),
    );
    // Only the hash of the token is stored.
    const stored = await t.app.database.db.select().from(accountTokens);
    expect(JSON.stringify(stored)).not.toContain(new URL(link!).searchParams.get('token'));
  });

  it('mails the holder when a new device signs in and when the password changes, with links on the site', async () => {
    const data = customerData();
    const holder = await signUp(t.app, data);
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const signIn = () =>
      post('login', { email: data.email, password: data.password }, { 'user-agent': chrome, host: 'evil.example' });
    expect((await signIn()).statusCode).toBe(200);
    const arrived = await mailTo(smtp, holder.user.email, 2);
    expect(arrived.mail.subject).toBe('Hesabınıza yeni bir cihazdan giriş yapıldı');
    expect(arrived.mail.text).toContain('Chrome · Linux');
    expect(arrived.mail.text).toContain(`${ORIGIN}/profilim#settings-sessions`);
    // The same device again is no news.
    expect((await signIn()).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: holder.auth,
      payload: { currentPassword: data.password, newPassword: 'yepyeni-sifre-3' },
    });
    expect(change.statusCode).toBe(204);
    const changed = await mailTo(smtp, holder.user.email, 3);
    expect(changed.mail.subject).toBe('Şifreniz değiştirildi');
    expect(changed.mail.text).toContain(`${ORIGIN}/sifremi-unuttum`);
    expect(mailCount(smtp, holder.user.email)).toBe(3);
  });

  it('resets the password once with the link, ends every session, and refuses the link a second time', async () => {
    const mehmet = await signUp(t.app, customerData());
    await post('forgot-password', { email: mehmet.user.email });
    const { token } = await mailTo(smtp, mehmet.user.email, 2);

    const weak = await post('reset-password', { token, password: 'kisa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ password: errorMessages.PASSWORD_TOO_SHORT });

    const reset = await post('reset-password', { token, password: 'yepyeni-sifre-9' });
    expect(reset.statusCode).toBe(204);
    const told = await mailWithSubject(mehmet.user.email, 'Şifreniz değiştirildi');
    expect(told.text).toContain(`${ORIGIN}/sifremi-unuttum`);
    expect((await refresh(mehmet.refresh)).statusCode).toBe(401);
    // A token taken with the old password stops at once.
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: mehmet.auth });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('SESSION_REVOKED');
    expect((await login(mehmet.user.email, mehmet.password)).statusCode).toBe(401);
    expect((await login(mehmet.user.email, 'yepyeni-sifre-9')).statusCode).toBe(200);

    const again = await post('reset-password', { token, password: 'baska-sifre-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      code: 'RESET_TOKEN_INVALID',
      message: errorMessages.RESET_TOKEN_INVALID,
    });
  });

  it('refuses an expired, an unknown and a verification token as a reset token', async () => {
    const zeynep = await signUp(t.app, customerData());
    const verification = await mailTo(smtp, zeynep.user.email, 1);
    await post('forgot-password', { email: zeynep.user.email });
    const { token } = await mailTo(smtp, zeynep.user.email, 2);
    // Only the reset token expires: the verification token stays valid, so its refusal is the purpose check's.
    await t.app.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, zeynep.user.id), eq(accountTokens.purpose, 'reset-password')));
    for (const candidate of [token, 'x'.repeat(43), verification.token]) {
      const res = await post('reset-password', { token: candidate, password: 'yepyeni-sifre-9' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('RESET_TOKEN_INVALID');
    }
    expect((await login(zeynep.user.email, zeynep.password)).statusCode).toBe(200);
    // The verification token, refused as a reset token, still verifies the address.
    expect((await post('verify-email', { token: verification.token })).statusCode).toBe(204);
  });

  it('verifies the address with the link mailed at registration, once', async () => {
    const ali = await signUp(t.app, customerData());
    expect(ali.user.emailVerified).toBe(false);
    const { mail, link, token } = await mailTo(smtp, ali.user.email, 1);
    expect(mail.subject).toBe('E-posta adresinizi doğrulayın');
    expect(link).toMatch(new RegExp(`^${ORIGIN}/e-posta-dogrula\\?token=`));

    expect((await post('verify-email', { token })).statusCode).toBe(204);
    expect(await profile(ali)).toMatchObject({ emailVerified: true });
    const again = await post('verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VERIFY_TOKEN_INVALID', message: errorMessages.VERIFY_TOKEN_INVALID });

    const already = await post('verify-email/request', {}, ali.auth);
    expect(already.statusCode).toBe(400);
    expect(already.json().code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('mails a new verification link on request, to the signed-in user only', async () => {
    const veli = await signUp(t.app, customerData());
    expect((await post('verify-email/request', {})).statusCode).toBe(401);
    const res = await post('verify-email/request', {}, veli.auth);
    expect(res.statusCode).toBe(202);
    const { token } = await mailTo(smtp, veli.user.email, 2);
    expect((await post('verify-email', { token })).statusCode).toBe(204);
    expect(await profile(veli)).toMatchObject({ emailVerified: true });
  });

  it('mails the address a deleted account had, once the deletion is done, with whom to contact', async () => {
    const data = customerData();
    const leaving = await signUp(t.app, data);
    await mailTo(smtp, leaving.user.email, 1);
    const remove = (password: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: leaving.auth, payload: { password } });
    expect((await remove('yanlis-sifre-1')).statusCode).toBe(400);
    expect((await remove(data.password)).statusCode).toBe(204);

    const farewell = await mailWithSubject(leaving.user.email, 'Hesabınız silindi');
    expect(farewell.text).toContain(`Merhaba ${data.firstName} ${data.lastName},`);
    expect(farewell.text).toContain('tarihinde silindi');
    expect(farewell.text).toContain('Bu işlemi siz yapmadıysanız');
    expect(farewell.text).toContain(`${ORIGIN}/iletisim`);
    // The refused attempt sent nothing: the verification mail and this one are all the address got.
    expect(mailCount(smtp, leaving.user.email)).toBe(2);
  });

  it('changes the address only when the new one is confirmed, and tells the old one', async () => {
    const can = await signUp(t.app, customerData());
    const other = await signUp(t.app, customerData());
    const newEmail = `yeni.${Date.now()}@example.com`;

    const wrong = await post('change-email', { newEmail, password: 'yanlis-sifre-1' }, can.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: errorMessages.WRONG_PASSWORD });
    const taken = await post('change-email', { newEmail: other.user.email, password: can.password }, can.auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: errorMessages.EMAIL_TAKEN });
    const same = await post('change-email', { newEmail: can.user.email, password: can.password }, can.auth);
    expect(same.json().code).toBe('EMAIL_UNCHANGED');

    const res = await post('change-email', { newEmail, password: can.password }, can.auth);
    expect(res.statusCode).toBe(202);
    expect(await profile(can)).toMatchObject({ email: can.user.email, pendingEmail: newEmail });
    // Until confirmed, the old address signs in.
    expect((await login(can.user.email, can.password)).statusCode).toBe(200);

    const { mail, token } = await mailTo(smtp, newEmail, 1);
    expect(mail.subject).toBe('Yeni e-posta adresinizi onaylayın');
    expect((await post('verify-email', { token })).statusCode).toBe(204);
    const after = await profile(can);
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    expect(after).not.toHaveProperty('pendingEmail');
    expect((await login(newEmail, can.password)).statusCode).toBe(200);
    expect((await login(can.user.email, can.password)).statusCode).toBe(401);

    const told = await mailTo(smtp, can.user.email, 2);
    expect(told.mail.subject).toBe('E-posta adresiniz değiştirildi');
    expect(told.mail.text).toContain(newEmail);
  });
});

describe('forgotten-password rate limits', () => {
  const t = useTestApp({ RATE_LIMIT_FORGOT_IP: '3', RATE_LIMIT_FORGOT_EMAIL: '2' });
  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

  it('limits requests per address from any IP and per IP for any address, with 429 and Retry-After', async () => {
    expect((await forgot('hedef@example.com', '203.0.113.1')).statusCode).toBe(202);
    expect((await forgot('hedef@example.com', '203.0.113.2')).statusCode).toBe(202);
    const perAddress = await forgot('HEDEF@example.com', '203.0.113.3');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json()).toMatchObject({ code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED });
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);

    for (const n of [1, 2, 3]) expect((await forgot(`a${n}@example.com`, '198.51.100.9')).statusCode).toBe(202);
    expect((await forgot('a4@example.com', '198.51.100.9')).statusCode).toBe(429);
    expect((await forgot('a4@example.com', '198.51.100.10')).statusCode).toBe(202);
  });
});

describe('verification mail rate limit', () => {
  const t = useTestApp({ RATE_LIMIT_FORGOT_EMAIL: '2' });

  it('sends a verification mail on request at most as often as the per-address ceiling allows', async () => {
    const ayse = await signUp(t.app, customerData());
    const request = () => t.app.inject({ method: 'POST', url: '/api/auth/verify-email/request', headers: ayse.auth });
    expect((await request()).statusCode).toBe(202);
    expect((await request()).statusCode).toBe(202);
    const third = await request();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED });
  });
});
