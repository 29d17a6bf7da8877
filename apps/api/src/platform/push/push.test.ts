import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../config.js';
import { createActor } from '../../test/actors.js';
import { useServer } from '../../test/before-tests.js';
import { useTestApp } from '../../test/test-app.js';
import { jobs } from '../jobs/jobs.table.js';
import { PUSH_SEND_JOB } from './push.job.js';
import { pushSubscriptions } from './push.table.js';
import { browserKeys, decryptPush, startTestPushService } from './push.test-support.js';

/** The VAPID public key as a JWK, to check the push service's view of the Authorization header. */
function vapidJwk(publicKey: string) {
  const raw = Buffer.from(publicKey, 'base64url');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
}

describe('web push delivery', () => {
  const service = useServer(startTestPushService);
  // The test's push service listens on a port of its own, which the operator's list names with the host.
  const t = useTestApp(() => ({
    PUSH_SERVICE_HOSTS: service.origin.replace('https://', ''),
    JOBS_POLL_INTERVAL_MS: '20',
  }));
  let endpointSeq = 0;

  /** A browser of the user that subscribed through the API, as the web app does. */
  async function subscribedBrowser(auth: { authorization: string }) {
    endpointSeq += 1;
    const path = `/push/browser-${endpointSeq}`;
    const browser = browserKeys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...auth, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0' },
      payload: { endpoint: `${service.origin}${path}`, expirationTime: null, keys: browser.keys },
    });
    expect(res.statusCode, res.body).toBe(204);
    return { path, browser };
  }

  const requestsTo = (path: string) => service.requests.filter((request) => request.path === path);
  const subscriptionAt = async (path: string) =>
    (
      await t.app.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${service.origin}${path}`))
    )[0];

  it('delivers a push the browser can decrypt with its own keys, signed with the site’s VAPID key', async () => {
    const ayse = await createActor(t.app);
    const phone = await subscribedBrowser(ayse.auth);
    const laptop = await subscribedBrowser(ayse.auth);

    await t.app.push.send(ayse.id, {
      title: 'Yeni mesaj: Usta Oto Servis',
      body: 'Aracınız yarın öğlen hazır olur, uğrayabilirsiniz.',
      url: '/mesajlar?kullanici=usta',
      tag: 'sohbet-42',
    });

    await vi.waitFor(() => expect(requestsTo(phone.path).length + requestsTo(laptop.path).length).toBe(2), {
      timeout: 10_000,
    });
    for (const { path, browser } of [phone, laptop]) {
      const [request] = requestsTo(path);
      expect(request?.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request?.headers.ttl)).toBe(86_400);
      expect(request?.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(JSON.parse(decryptPush(request!.body, browser))).toEqual({
        title: 'Yeni mesaj: Usta Oto Servis',
        body: 'Aracınız yarın öğlen hazır olur, uğrayabilirsiniz.',
        url: '/mesajlar?kullanici=usta',
        tag: 'sohbet-42',
      });

      // RFC 8292: 'vapid t=<JWT signed ES256 by the site's key>, k=<that public key>'.
      const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(request?.headers.authorization));
      expect(match?.[2]).toBe(t.config.VAPID_PUBLIC_KEY);
      const key = await importJWK(vapidJwk(t.config.VAPID_PUBLIC_KEY), 'ES256');
      const { payload, protectedHeader } = await jwtVerify(match![1]!, key, { audience: service.origin });
      expect(protectedHeader.alg).toBe('ES256');
      expect(payload.sub).toBe('mailto:bildirim@otousta.com.tr');
      expect(payload.exp! * 1000).toBeGreaterThan(Date.now());
      expect(payload.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    }
    // Another browser's keys cannot read it: the payload is encrypted for each browser alone.
    expect(() => decryptPush(requestsTo(phone.path)[0]!.body, laptop.browser)).toThrow();
  });

  it('queues one push per browser once, however often the same message is handed over while it waits', async () => {
    const mehmet = await createActor(t.app);
    const phone = await subscribedBrowser(mehmet.auth);
    const message = { title: 'Siparişiniz kargoda', body: 'Yurtiçi Kargo, takip no 123', url: '/siparislerim' };
    const subscription = await subscriptionAt(phone.path);
    // The same hand-over three times in one transaction (a retried caller), before any worker could run it.
    await t.app.database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await t.app.push.send(mehmet.id, message, { db: tx, key: 'siparis-7-kargoda' });
    });
    const queued = await t.app.database.db.select().from(jobs).where(eq(jobs.name, PUSH_SEND_JOB));
    expect(queued.filter((job) => job.dedupKey === `${subscription!.id}:siparis-7-kargoda`)).toHaveLength(1);

    await vi.waitFor(() => expect(requestsTo(phone.path)).toHaveLength(1), { timeout: 10_000 });
    await pause(300);
    expect(requestsTo(phone.path)).toHaveLength(1);
  });

  it('forgets a browser whose subscription the push service says is gone (410), and sends it nothing more', async () => {
    const zeynep = await createActor(t.app);
    const old = await subscribedBrowser(zeynep.auth);
    const current = await subscribedBrowser(zeynep.auth);
    service.answer(old.path, 410);

    await t.app.push.send(zeynep.id, { title: 'Randevunuz onaylandı', body: 'Yarın 10:00', url: '/randevularim' });
    await vi.waitFor(async () => expect(await subscriptionAt(old.path)).toBeUndefined(), { timeout: 10_000 });
    expect(requestsTo(old.path)).toHaveLength(1);
    await vi.waitFor(() => expect(requestsTo(current.path)).toHaveLength(1));
    expect(await subscriptionAt(current.path)).toBeDefined();

    await t.app.push.send(zeynep.id, { title: 'Randevunuz yarın', body: 'Saat 10:00', url: '/randevularim' });
    await vi.waitFor(() => expect(requestsTo(current.path)).toHaveLength(2), { timeout: 10_000 });
    expect(requestsTo(old.path)).toHaveLength(1);
  });

  it('cuts a long message to what a push carries and links only to the site’s own pages', async () => {
    const emre = await createActor(t.app);
    const phone = await subscribedBrowser(emre.auth);
    await t.app.push.send(emre.id, {
      title: ' ',
      body: `${'Çok uzun bir mesaj '.repeat(30)}🚗🚗`,
      url: 'https://baska-site.example/siparislerim?no=7#kargo',
    });
    await vi.waitFor(() => expect(requestsTo(phone.path)).toHaveLength(1), { timeout: 10_000 });
    const shown = JSON.parse(decryptPush(requestsTo(phone.path)[0]!.body, phone.browser));
    expect(shown.title).toBe('OtoUsta');
    expect(Array.from(shown.body as string)).toHaveLength(300);
    expect(shown.body.endsWith('…')).toBe(true);
    expect(shown.url).toBe('/siparislerim?no=7#kargo');
  });

  it('forgets a browser the push service does not know (404)', async () => {
    const can = await createActor(t.app);
    const unknown = await subscribedBrowser(can.auth);
    service.answer(unknown.path, 404);
    await t.app.push.send(can.id, { title: 'Yeni değerlendirme', body: '5 yıldız', url: '/profilim' });
    await vi.waitFor(async () => expect(await subscriptionAt(unknown.path)).toBeUndefined(), { timeout: 10_000 });
  });

  it('keeps the push while the push service answers 5xx and delivers it on a later try', async () => {
    const ali = await createActor(t.app);
    const busy = await subscribedBrowser(ali.auth);
    const subscription = await subscriptionAt(busy.path);
    service.answer(busy.path, 503);
    await t.app.push.send(ali.id, { title: 'Teklif geldi', body: '3 işletme teklif verdi', url: '/tekliflerim' });

    const jobOf = async () =>
      (await t.app.database.db.select().from(jobs).where(eq(jobs.name, PUSH_SEND_JOB))).find(
        (row) => (row.payload as { subscriptionId: string }).subscriptionId === subscription!.id,
      );
    await vi.waitFor(
      async () => {
        const job = await jobOf();
        expect(job?.status).toBe('pending');
        expect(job?.attempts).toBe(1);
        expect(job?.lastError).toMatch(/503/);
      },
      { timeout: 10_000 },
    );
    expect(await subscriptionAt(busy.path)).toBeDefined();

    // The service is back; the retry is due (its first wait, 10 s, passed at once here).
    service.answer(busy.path, 201);
    const job = await jobOf();
    await t.app.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await vi.waitFor(async () => expect((await jobOf())?.status).toBe('done'), { timeout: 10_000 });
    expect(requestsTo(busy.path)).toHaveLength(2);
  });

  it('pushes a notification to a user with a subscribed browser and queues no push for one without', async () => {
    const withBrowser = await createActor(t.app);
    const without = await createActor(t.app);
    const phone = await subscribedBrowser(withBrowser.auth);
    await t.app.events.emit({
      type: 'order.shipped',
      recipientIds: [withBrowser.id, without.id],
      link: '/siparislerim',
      params: { name: 'Selin Satıcı', carrier: 'Yurtiçi Kargo', trackingNumber: 'YK123' },
    });
    await vi.waitFor(() => expect(requestsTo(phone.path)).toHaveLength(1), { timeout: 10_000 });
    const pushJobs = await t.app.database.db.select().from(jobs).where(eq(jobs.name, 'notification.deliver'));
    const pushedTo = pushJobs.filter((job) => (job.payload as { channel: string }).channel === 'push');
    expect(pushedTo).toHaveLength(1);
  });

  it('sends nothing to a user without subscriptions', async () => {
    const nobody = await createActor(t.app);
    const before = service.requests.length;
    const queuedBefore = (await t.app.database.db.select().from(jobs).where(eq(jobs.name, PUSH_SEND_JOB))).length;
    await t.app.push.send(nobody.id, { title: 'Merhaba', body: 'Deneme', url: '/' });
    const queuedAfter = (await t.app.database.db.select().from(jobs).where(eq(jobs.name, PUSH_SEND_JOB))).length;
    expect(queuedAfter).toBe(queuedBefore);
    expect(service.requests.length).toBe(before);
  });
});

describe('VAPID keys', () => {
  const pair = () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
  };

  it('takes the key pair and subject from the environment, checking that the two keys belong together', () => {
    const keys = pair();
    const config = loadConfig({ NODE_ENV: 'test', ...keys, VAPID_SUBJECT: 'https://otousta.com.tr/iletisim' });
    expect(config).toMatchObject({ ...keys, VAPID_SUBJECT: 'https://otousta.com.tr/iletisim', VAPID_FROM_ENV: true });

    const other = pair();
    expect(() => loadConfig({ NODE_ENV: 'test', ...keys, VAPID_PUBLIC_KEY: other.VAPID_PUBLIC_KEY })).toThrow(
      new ConfigError('Invalid environment variable VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY'),
    );
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: set both VAPID keys or neither/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...keys, VAPID_PRIVATE_KEY: 'kisa' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_SUBJECT: 'bildirim@otousta.com.tr' })).toThrow(/VAPID_SUBJECT/);
  });

  it('keeps generated keys in the data folder, so browsers stay subscribed across restarts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'otousta-vapid-'));
    try {
      const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, VAPID_PUBLIC_KEY: undefined });
      expect(first.VAPID_FROM_ENV).toBe(false);
      expect(Buffer.from(first.VAPID_PUBLIC_KEY, 'base64url')).toHaveLength(65);
      expect(statSync(join(dataDir, '.vapid-keys.json')).mode & 0o777).toBe(0o600);
      const again = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      expect([again.VAPID_PUBLIC_KEY, again.VAPID_PRIVATE_KEY]).toEqual([
        first.VAPID_PUBLIC_KEY,
        first.VAPID_PRIVATE_KEY,
      ]);
      expect(first.VAPID_SUBJECT).toBe('mailto:bildirim@otousta.com.tr');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
