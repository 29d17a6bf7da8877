// `npm run bench rate-limit`: what the write limits (apps/api/src/plugins/rate-limit.ts, issue 21: under 0.2 ms per
// request) add to each request. One Fastify app with the limits plugin and one without, otherwise the same (the
// multipart plugin, as the API has it), answer the same two routes: a write that counts against the per-IP ceiling
// and a per-user limit (`config: { writeLimit: 'posts' }`, the route of a new post) and a read the limits pass by.
// Requests go in through `inject` one after another, in rounds alternating the two apps, so the difference of the
// mean times is the limiter's own cost: its counters in memory (one node), and in Redis when REDIS_URL is set (what
// several nodes share; each counter is then a round trip). The limits are set so high that nothing is refused.
// Variables: RATE_BENCH_REQUESTS per round (5000), RATE_BENCH_ROUNDS (6).
// The plugin is not an entry of the built bundle, so a child runs it from the TypeScript sources through tsx.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { root } from '../scripts/lib.mjs';
import { BENCH_JWT_SECRET } from './server.mjs';

const REQUESTS = Number(process.env.RATE_BENCH_REQUESTS ?? 5000);
const ROUNDS = Number(process.env.RATE_BENCH_ROUNDS ?? 6);
const self = fileURLToPath(import.meta.url);

async function measure() {
  const api = (path) => import(new URL(`../apps/api/src/${path}`, import.meta.url).href);
  const [{ default: Fastify }, { default: multipart }, { loadConfig }, { rateLimit, WRITE_LIMITS }] = await Promise.all(
    [import('fastify'), import('@fastify/multipart'), api('config.ts'), api('plugins/rate-limit.ts')],
  );
  const unlimited = Object.fromEntries(
    ['RATE_LIMIT_WRITES_PER_IP', ...Object.values(WRITE_LIMITS)].map((name) => [name, '1000000000']),
  );

  async function makeApp(store) {
    const app = Fastify({ logger: false });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ':memory:',
      JWT_SECRET: BENCH_JWT_SECRET,
      REDIS_URL: store === 'redis' ? process.env.REDIS_URL : '',
      ...unlimited,
    });
    app.decorate('config', config);
    await app.register(multipart);
    if (store) await app.register(rateLimit);
    app.post('/api/posts', { config: { writeLimit: 'posts' } }, async () => ({ ok: true }));
    app.get('/api/posts', async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  /** Mean milliseconds per request over `REQUESTS` requests sent one after another. */
  async function meanMs(app, method) {
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const res = await app.inject({ method, url: '/api/posts', payload: method === 'POST' ? { n: i } : undefined });
      if (res.statusCode !== 200) throw new Error(`${method} answered ${res.statusCode}: ${res.body}`);
    }
    return (performance.now() - started) / REQUESTS;
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const stores = process.env.REDIS_URL ? ['memory', 'redis'] : ['memory'];
  const without = await makeApp(undefined);
  for (const store of stores) {
    const withLimits = await makeApp(store);
    for (const method of ['POST', 'GET']) {
      // A first pass warms both apps up (JIT, connections); then rounds alternate so drift hits both alike.
      await meanMs(withLimits, method);
      await meanMs(without, method);
      const on = [];
      const off = [];
      for (let round = 0; round < ROUNDS; round++) {
        on.push(await meanMs(withLimits, method));
        off.push(await meanMs(without, method));
      }
      const line = {
        benchmark: `${method === 'POST' ? 'write (per-IP + posts limit)' : 'read (passed by)'}, counters in ${store}`,
        requests: REQUESTS * ROUNDS,
        with_limits_ms: Number(median(on).toFixed(4)),
        without_ms: Number(median(off).toFixed(4)),
        cost_ms: Number((median(on) - median(off)).toFixed(4)),
        load_average: loadavg().map((n) => Number(n.toFixed(2))),
      };
      console.log(JSON.stringify(line));
    }
    await withLimits.close();
  }
  await without.close();
}

if (process.argv.includes('--measure')) {
  await measure();
} else {
  const result = spawnSync(process.execPath, ['--import', 'tsx', self, '--measure'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
