import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSocket, connect, disconnect, listen } from '../realtime/realtime.test-support.js';
import { createTestApp, type TestApp, useTestApp } from '../test/test-app.js';
import { customerData, signUp } from '../test/users.fixtures.js';

/** One sample's value from the Prometheus text format, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics', () => {
  const t = useTestApp({ RATE_LIMIT_REGISTER_IP: '1000', RATE_LIMIT_LOGIN_IP: '1000' });
  let url: string;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) await disconnect(socket);
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts request latency by route pattern, not by raw URL', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/users/00000000-0000-7000-8000-000000000000' });
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(3);
    expect(text).not.toContain('00000000-0000-7000-8000-000000000000');
  });

  it('reports open sockets and database pool use', async () => {
    const before = await scrape();
    expect(sample(before, 'socketio_connections')).toBe(0);
    expect(sample(before, 'db_pool_connections', { state: 'max' })).toBeGreaterThan(0);

    const user = await signUp(t.app, customerData());
    sockets.push(await connect(url, user.access), await connect(url, user.access));
    const during = await scrape();
    expect(sample(during, 'socketio_connections')).toBe(2);
    expect(sample(during, 'socketio_connections_total')).toBe(2);
    expect(sample(during, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('who may scrape GET /metrics', () => {
  const token = 'scraper-token-0123456789';
  const scrape = (t: TestApp, authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('asks for METRICS_TOKEN as a bearer token when it is set', async () => {
    const t = await createTestApp({ METRICS_TOKEN: token });
    try {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789', token]) {
        const res = await scrape(t, authorization);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
        expect(res.body).not.toContain('process_resident_memory_bytes');
      }
      const scraped = await scrape(t, `Bearer ${token}`);
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('process_resident_memory_bytes');
    } finally {
      await t.close();
    }
  });

  it('refuses every scrape in production without a METRICS_TOKEN, and serves the scraper with one', async () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://otousta.example' };
    const open = await createTestApp(production);
    try {
      const res = await scrape(open);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    } finally {
      await open.close();
    }
    const guarded = await createTestApp({ ...production, METRICS_TOKEN: token });
    try {
      expect((await scrape(guarded, `Bearer ${token}`)).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
