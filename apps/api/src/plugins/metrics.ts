import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { forbidden, unauthorized } from '../platform/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/**
 * `GET /metrics` in the Prometheus text format: request latency by route, open sockets, database pool use and the
 * process's own figures (memory, event-loop lag, GC). Each app has its own registry, so several apps in one test
 * process never mix their numbers. The route is meant for the scraper on the private network; the reverse proxy
 * of docs/deploy.md does not pass it from outside. With METRICS_TOKEN set the scraper must send it as a bearer
 * token (401 otherwise); a production node without one refuses every scrape (403), so a proxy left open leaks
 * nothing.
 */
export const metrics = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      // From a cached lookup to a slow image upload.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    new Gauge({
      name: 'socketio_connections',
      help: 'Socket.IO clients connected to this node',
      registers: [registry],
      collect() {
        this.set(app.realtime.io.engine.clientsCount);
      },
    });
    const socketsOpened = new Counter({
      name: 'socketio_connections_total',
      help: 'Socket.IO connections accepted by this node since start',
      registers: [registry],
    });
    app.realtime.io.on('connection', () => socketsOpened.inc());
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of this node by state (total, idle, waiting requests, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.database.stats();
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });

    const serverErrors = new Counter({
      name: 'http_server_errors_total',
      help: 'Answers with a 5xx status (unhandled errors included) by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: ids in paths would make a new series per request.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      duration.observe(labels, reply.elapsedTime / 1000);
      // The error handler has logged the failure with the request's id (reqId); this is what an alert watches.
      if (reply.statusCode >= 500) serverErrors.inc(labels);
    });

    app.decorate('metrics', registry);
    const allowed = scrapeCheck(app.config.METRICS_TOKEN, app.config.NODE_ENV === 'production');
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn', onRequest: allowed }, async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['realtime'] },
);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** onRequest of /metrics: the configured bearer token, compared in constant time; none needed outside production. */
function scrapeCheck(token: string | undefined, production: boolean) {
  const expected = token === undefined ? undefined : digest(token);
  return async (request: FastifyRequest) => {
    if (!expected) {
      if (production) throw forbidden('FORBIDDEN');
      return;
    }
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!presented || !timingSafeEqual(digest(presented), expected)) throw unauthorized('UNAUTHORIZED');
  };
}
