import { randomUUID } from 'node:crypto';
import { formatMessages } from '@otousta/shared/messages/tr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type Actor, createActor } from '../test/actors.js';
import { beforeTests } from '../test/before-tests.js';
import { testImage } from '../test/images.js';
import { sendForm } from '../test/multipart.js';
import { createTestApp, type TestApp, useTestApp } from '../test/test-app.js';

const onRedis = !!loadConfig({ NODE_ENV: 'test' }).REDIS_URL;

type Inject = TestApp['app']['inject'];
const post = (t: TestApp, who: Actor, content: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: who.auth,
    payload: { content, type: 'repair' },
    remoteAddress,
  });

const expectLimited = (res: Awaited<ReturnType<Inject>>) => {
  expect(res.statusCode, res.body).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: formatMessages.tooManyWrites(seconds) });
};

describe('limits on every write', () => {
  const t = useTestApp({
    RATE_LIMIT_WRITES_PER_IP: '8',
    RATE_LIMIT_POSTS_PER_HOUR: '2',
    RATE_LIMIT_UPLOADS_PER_HOUR: '1',
    RATE_LIMIT_REPORTS_PER_HOUR: '1',
  });
  const author = beforeTests(() => createActor(t.app));
  const neighbour = beforeTests(() => createActor(t.app));

  it('lets a user publish RATE_LIMIT_POSTS_PER_HOUR posts an hour, then answers 429 with Retry-After in Turkish', async () => {
    expect((await post(t, author, 'Birinci gönderi', '198.51.100.1')).statusCode).toBe(201);
    expect((await post(t, author, 'İkinci gönderi', '198.51.100.2')).statusCode).toBe(201);
    // A new address does not reset the user's count.
    const third = await post(t, author, 'Üçüncü gönderi', '198.51.100.3');
    expectLimited(third);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    expect(third.json().message).toBe('Kısa sürede çok fazla işlem yaptınız. Lütfen 60 dakika sonra tekrar deneyin.');
    // Somebody else still posts, and the author can still comment.
    expect((await post(t, neighbour, 'Komşunun gönderisi', '198.51.100.4')).statusCode).toBe(201);
    const feed = await t.app.inject({ method: 'GET', url: `/api/posts?userId=${author.id}` });
    const [first] = feed.json().posts as { id: string }[];
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${first!.id}/comments`,
      headers: author.auth,
      payload: { content: 'Yorum hâlâ yazılabiliyor' },
      remoteAddress: '198.51.100.5',
    });
    expect(comment.statusCode, comment.body).toBe(201);
  });

  it('counts every multipart upload against RATE_LIMIT_UPLOADS_PER_HOUR, but not a post without photos', async () => {
    const uploader = await createActor(t.app);
    const withPhoto = async (address: string) =>
      sendForm(
        t.app,
        '/api/posts',
        uploader,
        {
          fields: { postData: JSON.stringify({ content: 'Fotoğraflı gönderi', type: 'repair' }) },
          files: [{ field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', buffer: await testImage() }],
        },
        { remoteAddress: address },
      );
    expect((await withPhoto('198.51.100.10')).statusCode).toBe(201);
    expectLimited(await withPhoto('198.51.100.11'));
    expect((await post(t, uploader, 'Fotoğrafsız gönderi', '198.51.100.12')).statusCode).toBe(201);
  });

  it('caps all writes from one address at RATE_LIMIT_WRITES_PER_IP, whatever the route, and never a read', async () => {
    const address = '192.0.2.77';
    const write = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {},
        remoteAddress: address,
      });
    // Refused input counts too: the ceiling is on requests, before any body is read.
    for (let i = 0; i < 8; i++) expect((await write()).statusCode).toBe(400);
    expectLimited(await write());
    const other = await t.app.inject({ method: 'DELETE', url: `/api/posts/${randomUUID()}`, remoteAddress: address });
    expectLimited(other);
    const read = await t.app.inject({ method: 'GET', url: '/api/posts', remoteAddress: address });
    expect(read.statusCode).toBe(200);
    // Another address writes on.
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} })).statusCode).toBe(400);
  });

  it('limits reports per user, and documents the 429 of every write in OpenAPI', async () => {
    const report = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: neighbour.auth,
        payload: { targetType: 'business', targetId: author.id, reason: 'spam' },
        remoteAddress: address,
      });
    const first = await report('198.51.100.20');
    expect(first.statusCode).not.toBe(429);
    expectLimited(await report('198.51.100.21'));

    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, operations] of Object.entries(spec.paths as Record<string, Record<string, unknown>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        expect(Object.keys((operation as { responses: object }).responses), `${method} ${path}`).toContain('429');
      }
    }
  });
});

describe.runIf(onRedis)('write limits across two API nodes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // One deployment: the same counter prefix and signing secret, as compose gives both nodes.
    const shared = {
      REDIS_PREFIX: `otousta-limits-${randomUUID().slice(0, 8)}`,
      JWT_SECRET: randomUUID() + randomUUID(),
      RATE_LIMIT_WRITES_PER_IP: '3',
      RATE_LIMIT_POSTS_PER_HOUR: '2',
    };
    [a, b] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts one user and one address together whichever node a request reaches', async () => {
    const onA = await createActor(a.app);
    // The same account on the second node (each test app has its own database).
    const onB = await createActor(b.app, { id: onA.id });
    expect((await post(a, onA, 'A düğümünden', '198.51.100.30')).statusCode).toBe(201);
    expect((await post(b, onB, 'B düğümünden', '198.51.100.31')).statusCode).toBe(201);
    expectLimited(await post(a, onA, 'Üçüncüsü', '198.51.100.32'));
    expectLimited(await post(b, onB, 'Dördüncüsü', '198.51.100.33'));

    const contact = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress: '192.0.2.99' });
    expect((await contact(a)).statusCode).toBe(400);
    expect((await contact(b)).statusCode).toBe(400);
    expect((await contact(a)).statusCode).toBe(400);
    expectLimited(await contact(b));
  });
});
