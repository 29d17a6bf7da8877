import { ownUserSchema } from '@otousta/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { beforeTests } from '../../test/before-tests.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { customerData, registerRequest, signUp } from '../../test/users.fixtures.js';
import { users } from '../users/users.table.js';

const login = (t: TestApp, email: unknown, password: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const profile = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: authorization ? { authorization } : {} });

const refresh = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });

describe('sign-in, tokens and sign-out', () => {
  const t = useTestApp({ RATE_LIMIT_LOGIN_IP: '1000', RATE_LIMIT_LOGIN_ACCOUNT: '1000' });
  const ayse = beforeTests(() => signUp(t.app, customerData({ email: 'ayse@example.com' })));

  const signToken = (claims: Record<string, unknown>, options: { secret?: string; expires?: number } = {}) =>
    new SignJWT({ typ: 'access', userType: 'musteri', role: 'user', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ayse.user.id)
      .setIssuer('otousta')
      .setAudience('otousta-web')
      .setIssuedAt()
      .setExpirationTime(options.expires ?? Math.floor(Date.now() / 1000) + 600)
      .sign(new TextEncoder().encode(options.secret ?? t.config.JWT_SECRET));

  it('signs in with any letter case of the e-mail and answers the own profile with both tokens', async () => {
    const res = await login(t, 'AYSE@example.com', ayse.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ownUserSchema.parse(body.user)).toMatchObject({ email: 'ayse@example.com', userType: 'musteri' });
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(res.body).not.toMatch(/password|argon2/i);
    const me = await profile(t, `Bearer ${body.access_token}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: ayse.user.id, email: 'ayse@example.com', phone: ayse.user.phone });
    const complete = await t.app.inject({ method: 'GET', url: '/api/users/profile/complete', headers: ayse.auth });
    expect(complete.json().user).toEqual(me.json().user);
  });

  it('answers an unknown e-mail exactly like a wrong password, and still spends a password check on it', async () => {
    const spy = vi.spyOn(t.app.passwords, 'verifyNobody');
    const unknown = await login(t, 'kimse@example.com', 'herhangi-bir-sifre');
    const wrong = await login(t, 'ayse@example.com', 'yanlis-sifre-123');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'E-posta adresi veya şifre hatalı.',
      });
    }
  });

  it('documents the account endpoints in the OpenAPI description', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/profile',
      '/api/users/register-with-photos',
      '/api/users/profile/complete',
      '/api/users/search',
      '/api/users/{id}',
      '/api/users/{id}/online-status',
      '/api/users/upload-photos',
      '/api/users/remove-photo',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('asks for both fields with the Turkish field messages', async () => {
    const res = await login(t, '', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'E-posta adresi zorunludur', password: 'Şifre zorunludur' });
  });

  it('tells a disabled account so only after the right password', async () => {
    const zeynep = await signUp(t.app, customerData());
    await t.app.database.db.update(users).set({ isActive: false }).where(eq(users.id, zeynep.user.id));
    const wrong = await login(t, zeynep.user.email, 'yanlis-sifre-123');
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const right = await login(t, zeynep.user.email, zeynep.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: 'Hesabınız devre dışı bırakılmış.' });
    // Its existing session cannot be renewed either.
    expect((await refresh(t, zeynep.refresh)).statusCode).toBe(401);
  });

  it('refuses protected calls without a token or with a bad, expired, foreign or mistyped one', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const header = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${header({ alg: 'none', typ: 'JWT' })}.${header({
      sub: ayse.user.id,
      typ: 'access',
      userType: 'musteri',
      role: 'admin',
      iss: 'otousta',
      aud: 'otousta-web',
      exp: past + 3600,
      iat: past,
    })}.`;
    const cases: [string, string | undefined][] = [
      ['no header', undefined],
      ['not a bearer', `Basic ${Buffer.from('a:b').toString('base64')}`],
      ['garbage', 'Bearer not.a.token'],
      ['expired', `Bearer ${await signToken({}, { expires: past })}`],
      [
        'other audience',
        `Bearer ${await new SignJWT({ typ: 'access', userType: 'musteri', role: 'user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(ayse.user.id)
          .setIssuer('otousta')
          .setAudience('otousta-admin')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode(t.config.JWT_SECRET))}`,
      ],
      ['other secret', `Bearer ${await signToken({}, { secret: 'x'.repeat(40) })}`],
      ['wrong type', `Bearer ${await signToken({ typ: 'refresh' })}`],
      ['unsigned', `Bearer ${unsigned}`],
      ['refresh token as bearer', `Bearer ${ayse.refresh}`],
    ];
    for (const [name, authorization] of cases) {
      const res = await profile(t, authorization);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    }
    expect((await profile(t, `Bearer ${await signToken({})}`)).statusCode).toBe(200);
  });

  it('rotates the refresh token on every use', async () => {
    const session = await login(t, 'ayse@example.com', ayse.password);
    const first = session.json().refresh_token;
    const res = await refresh(t, first);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair.refresh_token).not.toBe(first);
    expect((await profile(t, `Bearer ${pair.access_token}`)).statusCode).toBe(200);
    expect((await refresh(t, pair.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole session family when an already rotated refresh token comes back', async () => {
    const session = await login(t, 'ayse@example.com', ayse.password);
    const stolen = session.json().refresh_token;
    const legit = (await refresh(t, stolen)).json().refresh_token;
    const replay = await refresh(t, stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    // The thief's replay also ends the rightful holder's session: both must sign in again.
    expect((await refresh(t, legit)).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    expect(
      (await refresh(t, (await login(t, 'ayse@example.com', ayse.password)).json().refresh_token)).statusCode,
    ).toBe(200);
  });

  it('lets exactly one of two simultaneous refreshes with the same token win', async () => {
    const token = (await login(t, 'ayse@example.com', ayse.password)).json().refresh_token;
    const results = await Promise.all([refresh(t, token), refresh(t, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh(t, 'a'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
  });

  it('signs out: the refresh token and its successors stop working', async () => {
    const session = (await login(t, 'ayse@example.com', ayse.password)).json();
    const rotated = (await refresh(t, session.refresh_token)).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${rotated.access_token}` },
      payload: { refresh_token: rotated.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(t, rotated.refresh_token)).statusCode).toBe(401);
  });

  it('signs out with only the refresh token (expired access) or only the access token, but not with nothing', async () => {
    const session = (await login(t, 'ayse@example.com', ayse.password)).json();
    const byRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(byRefresh.statusCode).toBe(204);
    expect((await refresh(t, session.refresh_token)).statusCode).toBe(401);
    const byAccess = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ayse.auth });
    expect(byAccess.statusCode).toBe(204);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('tells in the OpenAPI description what sign-out needs: a refresh token or an access token', async () => {
    const logout = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths['/api/auth/logout'].post;
    expect(logout.description).toContain('refresh_token');
    expect(logout.description).toContain('Authorization: Bearer');
    expect(logout.description).toContain('401');
    // Either credential will do, so the bearer is listed as optional.
    expect(logout.security).toEqual([{ bearer: [] }, {}]);
  });

  it('lets no cache keep an answer carrying tokens: sign-in, refresh and registration', async () => {
    const signedIn = await login(t, 'ayse@example.com', ayse.password);
    const refreshed = await refresh(t, signedIn.json().refresh_token);
    const registered = await registerRequest(t.app, customerData({ email: 'yeni@example.com' }));
    for (const res of [signedIn, refreshed, registered]) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('sign-in rate limits', () => {
  const t = useTestApp({ RATE_LIMIT_LOGIN_IP: '4', RATE_LIMIT_LOGIN_ACCOUNT: '2' });
  const ayse = beforeTests(() => signUp(t.app, customerData()));

  it('limits sign-in attempts per IP with 429 and Retry-After', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 4; i++)
      expect((await login(t, `yok${i}@example.com`, 'yanlis-sifre', ip)).statusCode).toBe(401);
    const limited = await login(t, ayse.user.email, ayse.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t, ayse.user.email, ayse.password, '203.0.113.11')).statusCode).toBe(200);
  });

  it('stops guessing one account from one IP, without locking the real user out elsewhere', async () => {
    const attacker = '198.51.100.66';
    expect((await login(t, ayse.user.email, 'tahmin-1-xyz', attacker)).statusCode).toBe(401);
    expect((await login(t, ayse.user.email, 'tahmin-2-xyz', attacker)).statusCode).toBe(401);
    // Even the right password is refused from there now: the guesser learns nothing more.
    expect((await login(t, ayse.user.email, ayse.password, attacker)).statusCode).toBe(429);
    const owner = await login(t, ayse.user.email, ayse.password, '192.0.2.44');
    expect(owner.statusCode).toBe(200);
  });

  it('forgets earlier failures of an account after a successful sign-in from the same IP', async () => {
    const ip = '192.0.2.45';
    expect((await login(t, ayse.user.email, 'yanlis-sifre-x', ip)).statusCode).toBe(401);
    expect((await login(t, ayse.user.email, ayse.password, ip)).statusCode).toBe(200);
    expect((await login(t, ayse.user.email, 'yanlis-sifre-y', ip)).statusCode).toBe(401);
    // One failure since the success: still below the limit of two.
    expect((await login(t, ayse.user.email, ayse.password, ip)).statusCode).toBe(200);
  });
});
