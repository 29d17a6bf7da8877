// `npm run cluster`: the production topology with plain processes — two API nodes (the BUILT app) on one PostgreSQL
// and one Redis, behind a small load-balancing proxy that passes WebSocket upgrades (docs/deploy.md). The fault
// tests in ops/ and the soak run start the same cluster through `startCluster`.
//
//   npm run cluster [-- --port 3000 --nodes 2 --data-dir data/cluster]
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/otousta, created when missing)
//   REDIS_URL    (default redis://127.0.0.1:6379)
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createProxyServer } from 'http-proxy-3';
import pg from 'pg';
import { freePort, root } from './lib.mjs';

const SERVER = join(root, 'apps/api/dist/server.js');
const STICKY_COOKIE = 'otousta_node';
// The proxy's health probes carry this request id, so their log lines can be told apart (and left out).
const PROBE_ID = 'lb-health-probe';
const SERVICE_UNAVAILABLE = 'Hizmet şu anda kullanılamıyor. Lütfen birazdan tekrar deneyin.';

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** GET url; resolves with the status code, or 0 when nothing answered within `timeoutMs`. */
function probe(url, timeoutMs = 1000) {
  return new Promise((done) => {
    const req = http.get(url, { timeout: timeoutMs, agent: false, headers: { 'x-request-id': PROBE_ID } }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(0));
  });
}

/** Creates the database of `url` when the server has none of that name (a fresh machine). */
export async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** One API process on its own port. `start` again after `kill` brings it back on the same port. */
class ApiNode {
  constructor(index, port, env, log) {
    this.index = index;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = env;
    this.log = log;
    this.child = undefined;
    this.healthy = false;
    this.exited = Promise.resolve();
  }

  async start({ timeoutMs = 60_000 } = {}) {
    const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (!line.includes(PROBE_ID)) this.log(this.index, line);
      });
    }
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`API node ${this.index} exited with code ${child.exitCode}`);
      if ((await probe(`${this.url}/api/health`)) === 200) {
        this.healthy = true;
        return;
      }
      await pause(100);
    }
    throw new Error(`API node ${this.index} did not answer within ${timeoutMs} ms`);
  }

  /** SIGKILL: a crash, nothing closes cleanly. SIGTERM: a deploy, in-flight requests finish. */
  async stop(signal = 'SIGTERM') {
    this.healthy = false;
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill(signal);
    await this.exited;
  }
}

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The load balancer: round robin over the nodes whose /api/health answers (checked every 500 ms and after any
 * connection failure). A GET that fails to reach its node is tried on another one, so a crash costs readers nothing.
 * Socket.IO's long-polling requests of one session must all reach the node that holds it, so /socket.io/ requests
 * stick to a node by cookie; WebSocket upgrades are passed through.
 */
function createBalancer(nodes, log) {
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 30_000 });
  let next = 0;

  const pick = (exclude = new Set(), sticky) => {
    const stuck = sticky === undefined ? undefined : nodes[Number(sticky)];
    if (stuck?.healthy && !exclude.has(stuck)) return stuck;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[(next + i) % nodes.length];
      if (node.healthy && !exclude.has(node)) {
        next = (next + i + 1) % nodes.length;
        return node;
      }
    }
    // None looks healthy: try any, the check may simply lag behind.
    return nodes.find((node) => !exclude.has(node));
  };

  const unavailable = (res) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' });
    res.end(JSON.stringify({ statusCode: 502, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE }));
  };

  const forward = (req, res, tried) => {
    const realtime = req.url?.startsWith('/socket.io/');
    const node = pick(tried, realtime ? readCookie(req.headers.cookie, STICKY_COOKIE) : undefined);
    if (!node) return unavailable(res);
    tried.add(node);
    if (realtime)
      res.setHeader('set-cookie', `${STICKY_COOKIE}=${node.index}; Path=/socket.io; HttpOnly; SameSite=Lax`);
    proxy.web(req, res, { target: node.url }, (err) => {
      node.healthy = false;
      const retry = (req.method === 'GET' || req.method === 'HEAD') && !res.headersSent && tried.size < nodes.length;
      log(`proxy: ${req.method} ${req.url} failed on node ${node.index} (${err.code ?? err.message})`);
      if (retry) forward(req, res, tried);
      else unavailable(res);
    });
  };

  const server = http.createServer((req, res) => {
    // One id from the edge on: the proxy's line and every API log line of the request share it.
    if (!req.headers['x-request-id']) req.headers['x-request-id'] = randomUUID();
    forward(req, res, new Set());
  });
  // Upgraded (WebSocket) connections are no longer the HTTP server's to close, so the proxy ends them itself.
  const upgraded = new Set();
  server.on('upgrade', (req, socket, head) => {
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    socket.on('error', () => socket.destroy());
    const node = pick(new Set(), readCookie(req.headers.cookie, STICKY_COOKIE));
    if (!node) return socket.destroy();
    proxy.ws(req, socket, head, { target: node.url }, () => {
      node.healthy = false;
      socket.destroy();
    });
  });
  // An error the callbacks above did not take (a client hanging up mid-stream) must not stop the proxy.
  proxy.on('error', () => {});

  let checking = true;
  const check = async () => {
    while (checking) {
      await Promise.all(
        nodes.map(async (node) => {
          if (!node.child || node.child.exitCode !== null || node.child.signalCode !== null) {
            node.healthy = false;
            return;
          }
          node.healthy = (await probe(`${node.url}/api/health`, 1000)) === 200;
        }),
      );
      await pause(500);
    }
  };
  const checker = check();

  return {
    server,
    async close() {
      checking = false;
      await checker;
      const closed = new Promise((done) => server.close(() => done()));
      server.closeAllConnections?.();
      for (const socket of upgraded) socket.destroy();
      await closed;
      proxy.close?.();
    },
  };
}

/**
 * Starts `nodes` API processes and the proxy in front of them. Resolves once every node answers. The caller owns
 * the processes: `stop()` ends them all.
 */
export async function startCluster(options) {
  const {
    databaseUrl,
    redisUrl,
    nodes: count = 2,
    dataDir = join(root, 'data', 'cluster'),
    env = {},
    log = () => {},
  } = options;
  if (!existsSync(SERVER)) throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');
  // The balancer's port is settled first: it is the site's address in every link the nodes send out.
  const port = options.port || (await freePort());
  if (!databaseUrl || !redisUrl) throw new Error('a cluster needs DATABASE_URL and REDIS_URL');
  mkdirSync(dataDir, { recursive: true });
  const uploadDir = resolve(dataDir, 'uploads');
  mkdirSync(uploadDir, { recursive: true });
  // Every node signs and checks tokens with one secret, kept so sessions survive a restart of the cluster.
  const secretFile = join(dataDir, '.jwt-secret');
  if (!env.JWT_SECRET && !process.env.JWT_SECRET && !existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  const jwtSecret = env.JWT_SECRET ?? process.env.JWT_SECRET ?? readFileSync(secretFile, 'utf8').trim();

  const nodeEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: jwtSecret,
    DATA_DIR: dataDir,
    // One uploads folder for all nodes, as a shared volume would be; with S3_BUCKET in `env` the bucket holds them.
    UPLOAD_DIR: uploadDir,
    TRUST_PROXY: 'true',
    SHUTDOWN_TIMEOUT_MS: '5000',
    // A production node answers /metrics only with this bearer token; whoever started the cluster reads it from
    // `node.env`.
    METRICS_TOKEN: process.env.METRICS_TOKEN || randomBytes(24).toString('hex'),
    // Links in mails, pushes and the sitemap name the balancer, never a node, nor a Host header a client sent.
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
    ...env,
  };
  const apiNodes = [];
  for (let i = 0; i < count; i++) apiNodes.push(new ApiNode(i, await freePort(), nodeEnv, log));
  const balancer = createBalancer(apiNodes, (line) => log('proxy', line));
  try {
    // Both at once, as a deploy does: the migration lock lets one migrate while the other waits.
    await Promise.all(apiNodes.map((node) => node.start()));
    await new Promise((done, fail) => {
      balancer.server.once('error', fail);
      balancer.server.listen(port, options.host ?? '127.0.0.1', done);
    });
  } catch (error) {
    await Promise.all(apiNodes.map((node) => node.stop('SIGKILL')));
    await balancer.close();
    throw error;
  }
  const url = `http://127.0.0.1:${balancer.server.address().port}`;
  return {
    url,
    nodes: apiNodes,
    async stop() {
      await Promise.all(apiNodes.map((node) => node.stop('SIGTERM')));
      await balancer.close();
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      nodes: { type: 'string', default: '2' },
      'data-dir': { type: 'string', default: join(root, 'data', 'cluster') },
    },
  });
  const { buildIfNeeded } = await import('./lib.mjs');
  buildIfNeeded();
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/otousta';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  await ensureDatabase(databaseUrl);
  const cluster = await startCluster({
    databaseUrl,
    redisUrl,
    nodes: Number(values.nodes),
    port: Number(values.port),
    dataDir: resolve(values['data-dir']),
    host: process.env.HOST ?? '0.0.0.0',
    log: (who, line) => console.log(`[${typeof who === 'number' ? `node ${who}` : who}] ${line}`),
  });
  console.log(
    `\nOtoUsta cluster: ${cluster.url.replace('127.0.0.1', 'localhost')} → ${cluster.nodes.length} API nodes`,
  );
  for (const node of cluster.nodes) console.log(`  node ${node.index}: ${node.url} (pid ${node.child.pid})`);
  console.log('  Ctrl+C stops everything.\n');
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      cluster.stop().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
