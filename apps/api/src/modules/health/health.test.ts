import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

describe('health and readiness', () => {
  const t = useTestApp();

  it('answers liveness and readiness when the database is reachable', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
  });

  it('sends security headers with a strict content security policy and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('answers an unknown API path with a Turkish 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'İstenen adres bulunamadı.',
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});
