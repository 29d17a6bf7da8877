import { errorMessages, formatMessages } from '@otousta/shared/messages/tr';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiError, api, onSessionExpired, setApiTransport } from './api-client';
import { errorText } from './error-text';

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  setApiTransport(async () => new Response(body, { status, headers }));
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('the call succeeded'),
    (e: ApiError) => e,
  );

afterEach(() => setApiTransport((path, init) => fetch(path, init)));

describe('what a refused write tells the user', () => {
  it("shows the API's Turkish limit message with its wait", async () => {
    const message = formatMessages.tooManyWrites(600);
    answer(429, JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message }), { 'retry-after': '600' });
    const error = await failure(api.post('/posts', { content: 'x' }));
    expect(error.statusCode).toBe(429);
    expect(errorText(error)).toBe('Kısa sürede çok fazla işlem yaptınız. Lütfen 10 dakika sonra tekrar deneyin.');
  });

  it('turns a bare 429 of a proxy into the limit message, using its Retry-After', async () => {
    answer(429, '<html>Too Many Requests</html>', { 'retry-after': '30' });
    expect(errorText(await failure(api.post('/posts')))).toBe(formatMessages.tooManyWrites(30));
    answer(429, '');
    expect(errorText(await failure(api.delete('/posts/1')))).toBe(errorMessages.RATE_LIMITED);
  });

  it('says the service is unavailable for a bare 502-504, and a general failure for other 5xx', async () => {
    answer(503, '<html>Service Unavailable</html>');
    expect(errorText(await failure(api.put('/posts/1', {})))).toBe(errorMessages.SERVICE_UNAVAILABLE);
    answer(500, '');
    expect(errorText(await failure(api.put('/posts/1', {})))).toBe(errorMessages.INTERNAL);
  });
});

describe('a session ended from another device', () => {
  /** The browser's two storages, as far as the session store uses them. */
  const memoryStorage = (): Storage => {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
      key: (i) => [...items.keys()][i] ?? null,
      get length() {
        return items.size;
      },
    };
  };

  it('clears the session and sends the user to sign in with the reason, once the refresh is refused too', async () => {
    Object.assign(globalThis, { window: { localStorage: memoryStorage(), sessionStorage: memoryStorage() } });
    const { saveSession, getSession } = await import('./session-store');
    saveSession(
      { user: { id: 'u1' } as never, accessToken: 'eski', refreshToken: 'eski-yenileme' },
      { remember: true },
    );
    const reasons: string[] = [];
    onSessionExpired((reason) => reasons.push(reason));
    const calls: string[] = [];
    setApiTransport(async (path) => {
      calls.push(path);
      const code = path === '/api/auth/refresh' ? 'INVALID_REFRESH_TOKEN' : 'SESSION_REVOKED';
      return new Response(JSON.stringify({ statusCode: 401, code, message: errorMessages[code] }), { status: 401 });
    });
    const error = await failure(api.get('/auth/profile'));
    expect(error.code).toBe('SESSION_REVOKED');
    expect(errorText(error)).toBe('Oturumunuz sonlandırıldı. Lütfen yeniden giriş yapın.');
    expect(calls).toEqual(['/api/auth/profile', '/api/auth/refresh']);
    expect(reasons).toEqual(['SESSION_REVOKED']);
    expect(getSession()).toBeNull();
  });
});
