import { errorMessages } from '@otousta/shared/messages/tr';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { customerData, signUp } from '../../test/users.fixtures.js';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions and password change', () => {
  const t = useTestApp({ RATE_LIMIT_LOGIN_IP: '1000', RATE_LIMIT_LOGIN_ACCOUNT: '1000' });

  const login = async (email: string, password: string, userAgent: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
    });
    const body = res.json();
    return { refresh: body.refresh_token as string, auth: { authorization: `Bearer ${body.access_token}` } };
  };
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
  const sessions = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: auth });
  const profile = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: auth });
  const endSession = (auth: Record<string, string>, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: auth });

  it('lists each signed-in device with its browser and system and marks the calling one', async () => {
    const data = customerData();
    await signUp(t.app, data);
    const laptop = await login(data.email, data.password, CHROME_LINUX);
    const phone = await login(data.email, data.password, SAFARI_IPHONE);
    const res = await sessions(phone.auth);
    expect(res.statusCode).toBe(200);
    const list = res.json().sessions;
    // The fixture's own sign-in (a test client's user agent) and the two devices.
    expect(list).toHaveLength(3);
    expect(list.find((s: { current: boolean }) => s.current)).toMatchObject({ device: 'Safari · iOS' });
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.map((s: { device: string }) => s.device)).toEqual(
      expect.arrayContaining(['Chrome · Linux', 'Safari · iOS', 'Bilinmeyen tarayıcı · Bilinmeyen sistem']),
    );
    const chrome = list.find((s: { device: string }) => s.device === 'Chrome · Linux');
    expect(Date.parse(chrome.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(chrome.createdAt));

    // A refreshed session stays one session, last used later.
    const rotated = (await refresh(laptop.refresh)).json();
    const after = (await sessions({ authorization: `Bearer ${rotated.access_token}` })).json().sessions;
    expect(after).toHaveLength(3);
    expect(after.find((s: { current: boolean }) => s.current).id).toBe(chrome.id);
  });

  it('ends one of my sessions, and never another user’s', async () => {
    const data = customerData();
    await signUp(t.app, data);
    const laptop = await login(data.email, data.password, CHROME_LINUX);
    const phone = await login(data.email, data.password, SAFARI_IPHONE);
    const mine = (await sessions(phone.auth)).json().sessions;
    const laptopSession = mine.find((s: { device: string }) => s.device === 'Chrome · Linux');

    const intruder = await signUp(t.app, customerData());
    const foreign = await endSession(intruder.auth, laptopSession.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'SESSION_NOT_FOUND', message: errorMessages.SESSION_NOT_FOUND });
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
    expect((await sessions({})).statusCode).toBe(401);

    const laptopNow = (await sessions(phone.auth))
      .json()
      .sessions.find((s: { id: string }) => s.id === laptopSession.id);
    expect(laptopNow).toBeDefined();
    expect((await endSession(phone.auth, laptopSession.id)).statusCode).toBe(204);
    // The signed-out laptop's access token stops at its next request, not when it expires.
    const refused = await profile(laptop.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SESSION_REVOKED', message: errorMessages.SESSION_REVOKED });
    expect((await profile(phone.auth)).statusCode).toBe(200);
    const list = (await sessions(phone.auth)).json().sessions;
    expect(list.map((s: { id: string }) => s.id)).not.toContain(laptopSession.id);
    expect((await endSession(phone.auth, laptopSession.id)).statusCode).toBe(404);
  });

  it('changes the password with the current one and ends every other session', async () => {
    const data = customerData();
    await signUp(t.app, data);
    const laptop = await login(data.email, data.password, CHROME_LINUX);
    const phone = await login(data.email, data.password, SAFARI_IPHONE);
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: phone.auth, payload });

    const wrong = await change({ currentPassword: 'yanlis-sifre-1', newPassword: 'yepyeni-sifre-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: errorMessages.WRONG_PASSWORD,
      errors: { currentPassword: errorMessages.WRONG_PASSWORD },
    });
    const weak = await change({ currentPassword: data.password, newPassword: 'kisa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ newPassword: errorMessages.PASSWORD_TOO_SHORT });

    expect((await change({ currentPassword: data.password, newPassword: 'yepyeni-sifre-2' })).statusCode).toBe(204);
    expect((await refresh(laptop.refresh)).statusCode).toBe(401);
    expect((await profile(laptop.auth)).json().code).toBe('SESSION_REVOKED');
    expect((await profile(phone.auth)).statusCode).toBe(200);
    expect((await refresh(phone.refresh)).statusCode).toBe(200);
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: data.email, password } });
    expect((await signIn(data.password)).statusCode).toBe(401);
    expect((await signIn('yepyeni-sifre-2')).statusCode).toBe(200);
  });
});
