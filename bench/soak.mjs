// `npm run soak [-- --minutes 10]`: a long run at half the measured capacity, recording memory growth and p99
// latency drift of the API (docs/BENCHMARKS.md, 'Operations'; goals: memory under +10 %, p99 under +20 %).
//
// With DATABASE_URL and REDIS_URL set it soaks the production topology of `npm run cluster` (two built API nodes
// behind the balancing proxy) on a fresh database of that server, dropped afterwards; otherwise one built node on
// the embedded database. The load: browsing (business list, profile, conversations) plus steady chat over sockets.

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io } from 'socket.io-client';
import { ensureDatabase } from '../scripts/cluster.mjs';
import { buildIfNeeded, freePort, root } from '../scripts/lib.mjs';
import { sampleBusiness, samplePhoto } from '../scripts/sample-business.mjs';
import { startServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    'capacity-seconds': { type: 'string', default: '15' },
    'window-seconds': { type: 'string', default: '30' },
  },
});
const minutes = Number(values.minutes);
const capacitySeconds = Number(values['capacity-seconds']);
const windowSeconds = Number(values['window-seconds']);
if (!(minutes > 0) || !(capacitySeconds > 0) || !(windowSeconds > 0)) {
  console.error('usage: npm run soak -- [--minutes 10] [--capacity-seconds 15] [--window-seconds 30]');
  process.exit(2);
}

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** Runs `step(i)` for i = 0, 1, … until the time `end` (as Date.now() counts), resting `restMs` after each. */
async function repeatUntil(end, restMs, step) {
  for (let i = 0; Date.now() < end; i++) {
    await step(i);
    await pause(restMs);
  }
}

const limits = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_REGISTER_IP: '1000000',
  RATE_LIMIT_LOGIN_IP: '1000000',
  RATE_LIMIT_LOGIN_ACCOUNT: '1000000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_IP: '1000000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '1000000',
  RATE_LIMIT_POSTS_PER_HOUR: '1000000',
  RATE_LIMIT_COMMENTS_PER_HOUR: '1000000',
};
// The production nodes answer /metrics only with this bearer token.
const metricsToken = randomUUID();

// ---------------------------------------------------------------------------------------------------------------
// The system under test.

async function startTarget() {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (DATABASE_URL && REDIS_URL) {
    const dbUrl = new URL(DATABASE_URL);
    dbUrl.pathname = `/otousta_soak_${process.pid}`;
    await ensureDatabase(dbUrl.toString());
    const dataDir = mkdtempSync(join(tmpdir(), 'otousta-soak-'));
    const port = await freePort();
    // The cluster in its own process, as an operator runs it: the proxy must not share an event loop with the
    // load generator.
    const child = spawn(process.execPath, ['scripts/cluster.mjs', '--port', String(port), '--data-dir', dataDir], {
      cwd: root,
      env: {
        ...process.env,
        ...limits,
        METRICS_TOKEN: metricsToken,
        DATABASE_URL: dbUrl.toString(),
        REDIS_URL,
        REDIS_PREFIX: `otousta-soak-${process.pid}`,
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const nodeUrls = await new Promise((done, fail) => {
      const urls = [];
      let rest = '';
      child.once('exit', (code) => fail(new Error(`cluster exited with ${code}`)));
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const node = /^ {2}node \d+: (http:\S+)/.exec(line);
          if (node) urls.push(node[1]);
          if (line.includes('Ctrl+C')) done(urls);
        }
      });
    });
    const cluster = {
      url: `http://127.0.0.1:${port}`,
      nodes: nodeUrls.map((url) => ({ url })),
      async stop() {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      },
    };
    return {
      label: `two API nodes behind the proxy, PostgreSQL and Redis`,
      url: cluster.url,
      nodeUrls: cluster.nodes.map((node) => node.url),
      async stop() {
        await cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
        const admin = new URL(DATABASE_URL);
        admin.pathname = '/postgres';
        const client = new pg.Client({ connectionString: admin.toString() });
        await client.connect();
        await client.query(`drop database if exists "otousta_soak_${process.pid}"`);
        await client.end();
      },
    };
  }
  const server = await startServer({ ...limits, METRICS_TOKEN: metricsToken, DATABASE_URL: '', REDIS_URL: '' });
  return { label: 'one API node on the embedded database', url: server.url, nodeUrls: [server.url], stop: server.stop };
}

// ---------------------------------------------------------------------------------------------------------------
// Clients.

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP request; resolves with its status and latency in ms (status 0 on a connection failure). */
function request(url, { method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((done) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => done({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

let serial = 0;
function person(userType) {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    email: `soak${n}.${process.pid}.${randomUUID().slice(0, 6)}@example.com`,
    phone: `0532 ${String(process.pid % 1000).padStart(3, '0')} ${n.slice(0, 2)} ${n.slice(2)}`,
    password: 'gizli-sifre-1',
    city: 'izmir',
    birthDate: '1990-05-17',
    kvkkAccepted: true,
    userType,
    ...(userType === 'isletme' ? sampleBusiness(`Soak Oto Servis ${n}`, serial / 1000) : {}),
  };
}

async function signUp(baseUrl, userType, photo) {
  const data = person(userType);
  const form = new FormData();
  form.set('userData', JSON.stringify(data));
  if (photo) form.set('photos', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg');
  const registered = await fetch(`${baseUrl}/api/users/register-with-photos`, { method: 'POST', body: form });
  if (registered.status !== 201)
    throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: data.email, password: data.password }),
  });
  const body = await login.json();
  return { id: body.user.id, token: body.access_token };
}

function connectSocket(baseUrl, user) {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: { token: user.token },
    transports: ['websocket'],
    forceNew: true,
  });
  return new Promise((done, fail) => {
    socket.once('connect', () => done(socket));
    socket.once('connect_error', fail);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Measurements.

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function metricValue(text, name) {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line === undefined ? Number.NaN : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** Resident memory and live heap of every node, summed, from their /metrics. */
async function memory(nodeUrls) {
  let rss = 0;
  let heap = 0;
  for (const url of nodeUrls) {
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    rss += metricValue(text, 'process_resident_memory_bytes');
    heap += metricValue(text, 'nodejs_heap_size_used_bytes');
  }
  return { rss, heap };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const pct = (from, to) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;

// ---------------------------------------------------------------------------------------------------------------

buildIfNeeded();
const target = await startTarget();
console.log(`Soak: ${target.label}, ${minutes} min.`);
try {
  const photo = await samplePhoto();
  for (let i = 0; i < 20; i++) await signUp(target.url, 'isletme', photo);
  const readers = [];
  for (let i = 0; i < 8; i++) readers.push(await signUp(target.url, 'musteri'));
  const pairs = [];
  for (let i = 0; i < 4; i++) pairs.push([await signUp(target.url, 'musteri'), await signUp(target.url, 'musteri')]);

  // The browsing mix: what a visitor's pages ask for.
  const mix = (i) => {
    const reader = readers[i % readers.length];
    const auth = { authorization: `Bearer ${reader.token}` };
    switch (i % 4) {
      case 0:
        return [`${target.url}/api/users/service-providers?city=izmir`, {}];
      case 1:
        return [`${target.url}/api/users/service-providers?city=izmir&page=2&limit=12`, {}];
      case 2:
        return [`${target.url}/api/auth/profile`, { headers: auth }];
      default:
        return [`${target.url}/api/messages/conversations`, { headers: auth }];
    }
  };

  // 1. Capacity: as many requests as 64 clients get through, back to back.
  let count = 0;
  let errors = 0;
  const capacityEnds = Date.now() + capacitySeconds * 1000;
  await Promise.all(
    Array.from({ length: 64 }, async (_, worker) => {
      for (let i = worker; Date.now() < capacityEnds; i += 64) {
        const result = await request(...mix(i));
        if (result.status === 200) count += 1;
        else errors += 1;
      }
    }),
  );
  const capacity = count / capacitySeconds;
  const rate = capacity / 2;
  console.log(`Capacity: ${capacity.toFixed(0)} requests/s (${errors} errors). Soak rate: ${rate.toFixed(0)}/s.`);

  // 2. The soak: requests at a fixed rate (open loop: a slow server does not slow the clients down), plus chat.
  const sockets = [];
  for (const [a, b] of pairs) sockets.push([await connectSocket(target.url, a), b]);
  const windows = [];
  let current = { latencies: [], chat: [], errors: 0 };
  const soakEnds = Date.now() + minutes * 60_000;
  let inFlight = 0;
  let sent = 0;
  const started = performance.now();
  const traffic = repeatUntil(soakEnds, 5, () => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due && inFlight < 512) {
      const bucket = current;
      inFlight += 1;
      request(...mix(sent)).then((result) => {
        inFlight -= 1;
        if (result.status === 200) bucket.latencies.push(result.ms);
        else bucket.errors += 1;
      });
      sent += 1;
    }
  });
  const chat = repeatUntil(soakEnds, 250, (i) =>
    Promise.all(
      sockets.map(async ([socket, receiver]) => {
        const bucket = current;
        const t = performance.now();
        const ack = await socket
          .timeout(10_000)
          .emitWithAck('message:send', { receiverId: receiver.id, content: `Soak ${i}`, clientId: randomUUID() })
          .catch(() => undefined);
        if (ack?.ok) bucket.chat.push(performance.now() - t);
        else bucket.errors += 1;
      }),
    ),
  );
  const sampler = (async () => {
    let index = 0;
    while (Date.now() < soakEnds) {
      const windowEnds = Math.min(soakEnds, Date.now() + windowSeconds * 1000);
      const samples = [];
      while (Date.now() < windowEnds) {
        samples.push(await memory(target.nodeUrls));
        await pause(Math.min(2000, Math.max(0, windowEnds - Date.now())));
      }
      const done = current;
      current = { latencies: [], chat: [], errors: 0 };
      const sorted = done.latencies.sort((a, b) => a - b);
      const chatSorted = done.chat.sort((a, b) => a - b);
      index += 1;
      const row = {
        index,
        atMinute: ((index * windowSeconds) / 60).toFixed(1),
        requests: sorted.length,
        messages: chatSorted.length,
        errors: done.errors,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        chatP99: percentile(chatSorted, 99),
        latencies: sorted,
        chatLatencies: chatSorted,
        rss: median(samples.map((s) => s.rss)),
        heap: median(samples.map((s) => s.heap)),
        load: loadavg()[0],
      };
      windows.push(row);
      console.log(
        `  ${row.atMinute.padStart(5)} min  ${String(row.requests).padStart(6)} req  p50 ${row.p50.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms  chat p99 ${row.chatP99.toFixed(1)} ms  rss ${mb(row.rss)} MB  heap ${mb(row.heap)} MB  errors ${row.errors}  load ${row.load.toFixed(1)}`,
      );
    }
  })();
  await Promise.all([traffic, chat, sampler]);
  for (const [socket] of sockets) socket.close();

  // The first minute warms up (JIT, caches, pools). Growth and drift compare the first quarter of the rest with the
  // last quarter, each pooled over its windows: a 30 s window's p99 rests on its slowest 80 requests, so one stall
  // of the machine would decide a comparison of two single windows.
  const settled = windows.slice(Math.min(windows.length - 1, Math.ceil(60 / windowSeconds)));
  const span = Math.max(1, Math.floor(settled.length / 4));
  const period = (part) => {
    const all = (key) => part.flatMap((w) => w[key]).sort((a, b) => a - b);
    return {
      label: `${(Number(part[0].atMinute) - windowSeconds / 60).toFixed(1)}–${part.at(-1).atMinute} min`,
      rss: median(part.map((w) => w.rss)),
      heap: median(part.map((w) => w.heap)),
      p50: percentile(all('latencies'), 50),
      p99: percentile(all('latencies'), 99),
      chatP99: percentile(all('chatLatencies'), 99),
    };
  };
  const base = period(settled.slice(0, span));
  const last = period(settled.slice(-span));
  const totalErrors = windows.reduce((sum, w) => sum + w.errors, 0);
  const totalRequests = windows.reduce((sum, w) => sum + w.requests, 0);
  const totalMessages = windows.reduce((sum, w) => sum + w.messages, 0);
  console.log(`
| measure | ${base.label} (after warm-up) | ${last.label} | change | goal |
| --- | --- | --- | --- | --- |
| resident memory (all nodes) | ${mb(base.rss)} MB | ${mb(last.rss)} MB | ${pct(base.rss, last.rss)} | < +10 % |
| live heap (all nodes) | ${mb(base.heap)} MB | ${mb(last.heap)} MB | ${pct(base.heap, last.heap)} | |
| HTTP p99 | ${base.p99.toFixed(1)} ms | ${last.p99.toFixed(1)} ms | ${pct(base.p99, last.p99)} | < +20 % |
| HTTP p50 | ${base.p50.toFixed(1)} ms | ${last.p50.toFixed(1)} ms | ${pct(base.p50, last.p50)} | |
| chat acknowledgement p99 | ${base.chatP99.toFixed(1)} ms | ${last.chatP99.toFixed(1)} ms | ${pct(base.chatP99, last.chatP99)} | |

Target: ${target.label}. Capacity ${capacity.toFixed(0)} req/s, soak at ${rate.toFixed(0)} req/s plus ${sockets.length} chatting users for ${minutes} min: ${totalRequests} requests and ${totalMessages} chat messages acknowledged, ${totalErrors} errors. Machine: ${cpus().length} CPUs, load average ${windows.map((w) => w.load.toFixed(1)).join(' → ')}.`);
} finally {
  agent.destroy();
  await target.stop();
}
