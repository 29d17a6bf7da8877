import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/databases.js';

/**
 * Every line a request writes to the log carries its id, so an operator can follow one request (and match it with
 * the proxy's logs through X-Request-Id) across nodes.
 */
describe('request ids in the log', () => {
  const lines: Record<string, unknown>[] = [];
  let app: App;
  let database: Database;
  beforeAll(async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }), DATABASE_URL: undefined };
    database = openTestDatabase({ ...config, DATA_DIR: ':memory:' });
    await database.migrate();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ ...config, DATA_DIR: ':memory:' }, { database, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes the caller-given id on every line of a request, and answers it', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'trace-42' },
      payload: { email: 'kimse@example.com', password: 'yanlis-sifre' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('trace-42');
    // Incoming, rejected with its code, completed.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.map((line) => line.reqId)).toEqual(lines.map(() => 'trace-42'));
    expect(lines.some((line) => line.code === 'INVALID_CREDENTIALS')).toBe(true);
  });

  it('makes up an id when the caller sent none or a malformed one', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'bad id\n' } });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.reqId === id)).toBe(true);
  });
});
