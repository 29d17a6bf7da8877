import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/databases.js';

describe('a failure nobody handled', () => {
  let app: App;
  let database: Database;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const config = {
      ...loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }),
      DATABASE_URL: undefined,
      DATA_DIR: ':memory:',
    };
    database = openTestDatabase(config);
    await database.migrate();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    app = await buildApp(config, { database, logger: { level: 'info', stream: sink } as never });
    app.get('/api/test/broken/:id', async () => {
      throw new Error('bağlantı koptu');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a Turkish 500, logs the error with the request id and counts it by route pattern', async () => {
    for (const id of ['1', '2']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/test/broken/${id}`,
        headers: { 'x-request-id': `istek-${id}` },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'INTERNAL' });
      expect(res.body).not.toContain('bağlantı koptu');
      const logged = lines.find((line) => line.reqId === res.headers['x-request-id'] && line.level === 50);
      expect(logged, JSON.stringify(lines.slice(-3))).toMatchObject({ err: { message: 'bağlantı koptu' } });
    }
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(
      'http_server_errors_total{method="GET",route="/api/test/broken/:id",status_code="500"} 2',
    );
  });
});
