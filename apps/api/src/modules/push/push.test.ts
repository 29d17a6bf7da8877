import { createECDH, randomBytes } from 'node:crypto';
import { errorMessages } from '@otousta/shared/messages/tr';
import { PUSH_LIMITS } from '@otousta/shared/schemas/push';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../platform/push/push.table.js';
import { type Actor, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { useTestApp } from '../../test/test-app.js';
import { users } from '../users/users.table.js';

let sequence = 0;
/** What Chrome's `subscription.toJSON()` gives: an FCM endpoint, the browser's public key and auth secret. */
function chromeSubscription() {
  sequence += 1;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/dXk${sequence}:APA91bH${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('push subscriptions', () => {
  const t = useTestApp();
  const ayse = beforeTests(() => createActor(t.app));
  const mehmet = beforeTests(() => createActor(t.app));

  // Subscribing and unsubscribing send the same body to the same address.
  const subscriptions = (method: 'POST' | 'DELETE') => (who: Actor | undefined, payload: unknown) =>
    t.app.inject({ method, url: '/api/push/subscriptions', headers: who?.auth ?? {}, payload: payload as object });
  const subscribe = subscriptions('POST');
  const unsubscribe = subscriptions('DELETE');
  const subscriptionsOf = (userId: string) =>
    t.app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('hands any visitor the VAPID public key a browser subscribes with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: t.config.VAPID_PUBLIC_KEY });
    expect(Buffer.from(res.json().publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores a signed-in browser’s subscription, and subscribing again keeps one row with the new keys', async () => {
    const browser = chromeSubscription();
    expect((await subscribe(ayse, browser)).statusCode).toBe(204);
    const renewed = { ...browser, keys: chromeSubscription().keys };
    expect((await subscribe(ayse, renewed)).statusCode).toBe(204);
    const rows = (await subscriptionsOf(ayse.id)).filter((row) => row.endpoint === browser.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.keys.p256dh);
    expect(rows[0]?.auth).toBe(renewed.keys.auth);
  });

  it('asks for sign-in before anything else (401 before 400)', async () => {
    const res = await subscribe(undefined, { endpoint: 'yok' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect((await unsubscribe(undefined, { endpoint: chromeSubscription().endpoint })).statusCode).toBe(401);
  });

  it('refuses a malformed subscription with a Turkish 400 naming what is wrong', async () => {
    const good = chromeSubscription();
    const cases: [unknown, string][] = [
      [{}, errorMessages.PUSH_ENDPOINT_INVALID],
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, errorMessages.PUSH_ENDPOINT_INVALID],
      [{ ...good, endpoint: 'bir adres' }, errorMessages.PUSH_ENDPOINT_INVALID],
      [{ ...good, endpoint: `https://fcm.googleapis.com/${'a'.repeat(2100)}` }, errorMessages.PUSH_ENDPOINT_INVALID],
      [{ ...good, endpoint: 42 }, errorMessages.PUSH_ENDPOINT_INVALID],
      [{ ...good, keys: undefined }, errorMessages.PUSH_KEYS_INVALID],
      [{ ...good, keys: { ...good.keys, p256dh: 'abc' } }, errorMessages.PUSH_KEYS_INVALID],
      [
        { ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } },
        errorMessages.PUSH_KEYS_INVALID,
      ],
      [{ ...good, keys: { ...good.keys, auth: ['x'] } }, errorMessages.PUSH_KEYS_INVALID],
      [{ ...good, expirationTime: 'yarın' }, errorMessages.PUSH_EXPIRATION_INVALID],
      [{ ...good, expirationTime: -1 }, errorMessages.PUSH_EXPIRATION_INVALID],
      [{ ...good, expirationTime: 1e308 }, errorMessages.PUSH_EXPIRATION_INVALID],
      [{ ...good, expirationTime: 8.64e15 }, errorMessages.PUSH_EXPIRATION_INVALID],
      [[good], errorMessages.PUSH_SUBSCRIPTION_INVALID],
    ];
    for (const [payload, message] of cases) {
      const res = await subscribe(ayse, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message, JSON.stringify(payload).slice(0, 80)).toBe(message);
    }
  });

  it('refuses an endpoint that is not a browser push service, so the server never posts to made-up addresses', async () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://intranet.example.com/push/abc',
      'https://fcm.googleapis.com.example.com/fcm/send/abc',
      'https://kullanici:sifre@fcm.googleapis.com/fcm/send/abc',
      // Another service on a push service's host.
      'https://fcm.googleapis.com:6379/x',
      'https://updates.push.services.mozilla.com:8443/wpush/v2/abc',
    ]) {
      const res = await subscribe(ayse, { ...chromeSubscription(), endpoint });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'PUSH_ENDPOINT_NOT_ALLOWED',
        message: errorMessages.PUSH_ENDPOINT_NOT_ALLOWED,
      });
    }
  });

  it('takes a push service’s address written with its default port, which is the same address', async () => {
    const browser = chromeSubscription();
    const res = await subscribe(ayse, { ...browser, endpoint: browser.endpoint.replace('.com/', '.com:443/') });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a browser key that is not a point of the P-256 curve', async () => {
    const browser = chromeSubscription();
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const res = await subscribe(ayse, {
      ...browser,
      keys: { ...browser.keys, p256dh: offCurve.toString('base64url') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PUSH_KEYS_INVALID');
  });

  it('lets a user remove their own browser, and nobody else’s', async () => {
    const ayses = chromeSubscription();
    expect((await subscribe(ayse, ayses)).statusCode).toBe(204);

    const foreign = await unsubscribe(mehmet, { endpoint: ayses.endpoint });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      statusCode: 404,
      code: 'PUSH_SUBSCRIPTION_NOT_FOUND',
      message: errorMessages.PUSH_SUBSCRIPTION_NOT_FOUND,
    });
    expect((await subscriptionsOf(ayse.id)).map((row) => row.endpoint)).toContain(ayses.endpoint);

    expect((await unsubscribe(ayse, { endpoint: ayses.endpoint })).statusCode).toBe(204);
    expect((await subscriptionsOf(ayse.id)).map((row) => row.endpoint)).not.toContain(ayses.endpoint);
    expect((await unsubscribe(ayse, { endpoint: ayses.endpoint })).statusCode).toBe(404);
    expect((await unsubscribe(ayse, { endpoint: 'yok' })).json().message).toBe(errorMessages.PUSH_ENDPOINT_INVALID);
  });

  it('gives a shared browser to whoever signed in on it last', async () => {
    const shared = chromeSubscription();
    await subscribe(ayse, shared);
    expect((await subscribe(mehmet, shared)).statusCode).toBe(204);
    expect((await subscriptionsOf(ayse.id)).map((row) => row.endpoint)).not.toContain(shared.endpoint);
    expect((await subscriptionsOf(mehmet.id)).map((row) => row.endpoint)).toContain(shared.endpoint);
  });

  it(`keeps at most ${PUSH_LIMITS.subscriptionsPerUser} browsers per account, dropping the longest-held`, async () => {
    const busy = await createActor(t.app);
    const browsers = Array.from({ length: PUSH_LIMITS.subscriptionsPerUser + 2 }, chromeSubscription);
    for (const browser of browsers) expect((await subscribe(busy, browser)).statusCode).toBe(204);
    const kept = (await subscriptionsOf(busy.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
  });

  it('forgets every browser of an account when the account is deleted', async () => {
    const password = 'guvenli-sifre-1';
    const leaving = await createActor(t.app, { passwordHash: await t.app.passwords.hash(password) });
    await subscribe(leaving, chromeSubscription());
    await subscribe(leaving, chromeSubscription());
    expect(await subscriptionsOf(leaving.id)).toHaveLength(2);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: leaving.auth,
      payload: { password },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await subscriptionsOf(leaving.id)).toHaveLength(0);
  });

  it('stores no browser for a deleted account whose token has not yet expired', async () => {
    const leaving = await createActor(t.app);
    await t.app.database.db.delete(users).where(eq(users.id, leaving.id));
    const late = await subscribe(leaving, chromeSubscription());
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('REFERENCE_GONE');
    expect(await subscriptionsOf(leaving.id)).toHaveLength(0);
  });
});
