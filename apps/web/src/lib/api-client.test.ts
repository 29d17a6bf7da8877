import { errorMessages, formatMessages } from '@otousta/shared/messages/tr';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiError, api, setApiTransport } from './api-client';
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
