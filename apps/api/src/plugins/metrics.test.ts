import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSocket, connect, disconnect, listen } from '../realtime/realtime.test-support.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
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
  let t: TestApp;
  let url: string;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REGISTER_IP: '1000', RATE_LIMIT_LOGIN_IP: '1000' });
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) await disconnect(socket);
    await t.close();
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
