// Realtime messaging benchmark: message latency from `message:send` to the receiver's `message:receive`, with N
// connected clients (N/2 sender → receiver pairs), on one API node (embedded PGlite, and PostgreSQL) and across two
// nodes sharing PostgreSQL and Redis, next to a bare Socket.IO relay (one process, and two processes joined by the
// same Redis Streams adapter as the API's) measured in the same run with the same clients and load. Each pair first
// exchanges one unmeasured message, so the measured ones go into ongoing conversations, and every receiver confirms
// delivery (`message:delivered`) as the web client does. Memory per connection compares what the servers hold after a
// full collection, before and after the clients connect (`memory-probe.cjs`).
//
//   node bench/socket-latency.mjs [--clients 1000] [--rates 10,25,50,100] [--duration 30] [--repeat 1]
//                                 [--only echo,echo-two,one,one-pg,two]
//
// A p99 rests on its step's few slowest messages, and one stall of a shared machine can decide it: `--repeat N` runs
// the whole set N times, one kind after another each time, and judges the percentiles on every repeat's messages
// pooled, next to each repeat's own.
//
// Needs the built API (`npm run build`). The PostgreSQL runs need DATABASE_URL (and REDIS_URL for two nodes); each
// creates and drops its own database. Each run starts its own servers with raised rate limits on a fresh database.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../scripts/lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const self = fileURLToPath(import.meta.url);

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rates: { type: 'string', default: '10,25,50,100' },
    duration: { type: 'string', default: '30' },
    repeat: { type: 'string', default: '1' },
    only: { type: 'string', default: 'echo,echo-two,one,one-pg,two' },
    'echo-server': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

// --- The bare Socket.IO relay: the floor any chat server on Socket.IO can reach on this machine. -------------------
if (args['echo-server']) {
  const { Server } = await import('socket.io');
  const { createServer: createHttp } = await import('node:http');
  const http = createHttp();
  let adapter;
  if (process.env.REDIS_URL) {
    // Two relays joined as the API's nodes are: the floor of a message crossing nodes.
    const [{ createAdapter }, { createClient }] = await Promise.all([
      import('@socket.io/redis-streams-adapter'),
      import('redis'),
    ]);
    const redis = createClient({ url: process.env.REDIS_URL });
    await redis.connect();
    const prefix = process.env.REDIS_PREFIX;
    adapter = createAdapter(redis, { streamName: `${prefix}:socket.io`, channelPrefix: `${prefix}:socket.io` });
  }
  const io = new Server(http, { serveClient: false, adapter });
  io.on('connection', (socket) => {
    const me = String(socket.handshake.auth.userId);
    void socket.join(me);
    // Same shape as the API's: acknowledge the sender, deliver to the receiver's room.
    socket.on('message:send', (input, ack) => {
      const message = { id: randomUUID(), senderId: me, ...input, createdAt: new Date().toISOString() };
      ack({ ok: true, message });
      io.to(input.receiverId).emit('message:receive', message);
    });
  });
  http.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
  await new Promise(() => {});
}

const { io } = await import('socket.io-client');

const clients = Number(args.clients);
const pairs = Math.floor(clients / 2);
const rates = args.rates.split(',').map(Number);
const durationMs = Number(args.duration) * 1000;
const only = new Set(args.only.split(','));
const repeats = Number(args.repeat);

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

// Every server runs with the probe, which answers the memory it holds after a full collection.
const probe = ['--expose-gc', '--require', fileURLToPath(new URL('memory-probe.cjs', import.meta.url))];

/** The memory a server holds in bytes (heap in use and buffers), its garbage collected first. */
function settledMemory(child) {
  return new Promise((resolve, reject) => {
    // A server that died would never answer.
    const died = (code) => reject(new Error(`server exited with ${code}`));
    const answer = (reply) => {
      if (reply?.memory === undefined) return;
      child.off('message', answer);
      child.off('exit', died);
      resolve(reply.memory);
    };
    child.on('message', answer);
    child.once('exit', died);
    child.send('memory');
  });
}

async function waitForReady(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {}
    await pause(100);
  }
  throw new Error(`${url} did not become ready`);
}

const run = randomUUID().slice(0, 8);
const benchSecret = `bench-${randomUUID()}-${randomUUID()}`;

function startApi(env) {
  return (async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [...probe, 'apps/api/dist/server.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Both nodes of a cluster must accept each other's tokens.
        JWT_SECRET: benchSecret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN_IP: '1000000',
        RATE_LIMIT_LOGIN_ACCOUNT: '1000000',
        RATE_LIMIT_REGISTER_IP: '1000000',
        RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
        RATE_LIMIT_WRITES_PER_IP: '1000000',
        ...env,
      },
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForReady(url, child);
    return { url, child };
  })();
}

async function startEcho(env = { REDIS_URL: '' }) {
  const port = await freePort();
  const child = spawn(process.execPath, [...probe, self, '--echo-server'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`echo server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

/** Registers and signs in one customer; answers its id and access token. */
async function account(url, i) {
  const email = `bench-${run}-${i}@example.com`;
  const phone = `0533${String(1_000_000 + i).slice(-7)}`;
  const password = 'bench-sifre-123';
  const form = new FormData();
  form.append(
    'userData',
    JSON.stringify({
      firstName: 'Yük',
      lastName: `Test${i}`,
      email,
      phone,
      password,
      city: 'izmir',
      birthDate: '1990-01-01',
      kvkkAccepted: true,
      userType: 'musteri',
    }),
  );
  const registered = await fetch(`${url}/api/users/register-with-photos`, { method: 'POST', body: form });
  if (registered.status !== 201) throw new Error(`registration ${registered.status}: ${await registered.text()}`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in ${login.status}: ${await login.text()}`);
  const body = await login.json();
  return { id: body.user.id, token: body.access_token };
}

function connect(url, auth) {
  const socket = io(url, { path: '/socket.io', auth, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * Connects the clients (senders to `senderUrl`, receivers to `receiverUrl`), then sends `rate` messages a second
 * spread over the pairs for the duration. Latency = receiver's `message:receive` time − sender's emit time, both
 * read from this process's monotonic clock.
 */
async function measure({ senderUrl, receiverUrl, users, servers }) {
  const memory = async () => (await Promise.all(servers.map(settledMemory))).reduce((sum, bytes) => sum + bytes, 0);
  const before = await memory();
  const sockets = await pool(users, 50, (user, i) =>
    connect(i % 2 === 0 ? senderUrl : receiverUrl, user.token ? { token: user.token } : { userId: user.id }),
  );
  await pause(2000);
  const after = await memory();
  const memoryPerConnectionKiB = (after - before) / users.length / 1024;

  const sentAt = new Map();
  let latencies = [];
  for (let p = 0; p < pairs; p++) {
    const receiver = sockets[2 * p + 1];
    receiver.on('message:receive', (message) => {
      receiver.emit('message:delivered', { messageIds: [message.id] });
      const t0 = sentAt.get(message.content);
      if (t0 === undefined) return;
      sentAt.delete(message.content);
      latencies.push(performance.now() - t0);
    });
  }
  // Outside the steps: every pair's first message, which opens their conversation (20 at a time, acknowledgement
  // time only), and the servers' warm-up.
  const firstAcks = await pool(
    Array.from({ length: pairs }, (_, p) => p),
    20,
    (p) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        sockets[2 * p].emit(
          'message:send',
          { receiverId: users[2 * p + 1].id, content: `first ${p}`, type: 'text', clientId: `f${run}-${p}` },
          () => resolve(performance.now() - t0),
        );
      }),
  );
  firstAcks.sort((a, b) => a - b);
  const firstMessage = { p50: percentile(firstAcks, 50), p99: percentile(firstAcks, 99) };
  await pause(1000);

  let seq = 0;
  const steps = [];
  // Rising offered load on the same connections: latency while the server keeps up, and where it stops keeping up.
  for (const rate of rates) {
    latencies = [];
    sentAt.clear();
    const ackLatencies = [];
    let failed = 0;
    let sent = 0;
    const tickMs = 10;
    const perTick = (rate * tickMs) / 1000;
    let budget = 0;
    const started = performance.now();
    await new Promise((resolve) => {
      const timer = setInterval(() => {
        if (performance.now() - started >= durationMs) {
          clearInterval(timer);
          resolve();
          return;
        }
        budget += perTick;
        while (budget >= 1) {
          budget -= 1;
          const p = seq % pairs;
          const key = `m${run}-${seq++}`;
          const t0 = performance.now();
          sentAt.set(key, t0);
          sent++;
          sockets[2 * p].emit(
            'message:send',
            { receiverId: users[2 * p + 1].id, content: key, type: 'text', clientId: key },
            (ack) => {
              if (ack?.ok) ackLatencies.push(performance.now() - t0);
              else failed++;
            },
          );
        }
      }, tickMs);
    });
    const elapsed = (performance.now() - started) / 1000;
    const deliveredInTime = latencies.length;
    // Let the last messages arrive before the next step.
    for (let i = 0; i < 100 && sentAt.size > 0; i++) await pause(100);
    const sorted = latencies.sort((a, b) => a - b);
    const acks = ackLatencies.sort((a, b) => a - b);
    steps.push({
      rate,
      latencies: sorted,
      sent,
      delivered: sorted.length,
      lost: sentAt.size,
      failed,
      throughput: deliveredInTime / elapsed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
      ackP50: percentile(acks, 50),
      ackP99: percentile(acks, 99),
    });
    log(`  ${rate} msg/s: p50 ${steps.at(-1).p50?.toFixed(1)} ms, p99 ${steps.at(-1).p99?.toFixed(1)} ms`);
  }
  for (const socket of sockets) socket.close();
  return { clients: users.length, memoryPerConnectionKiB, firstMessage, steps };
}

async function registerAll(url) {
  const t0 = performance.now();
  const users = await pool(
    Array.from({ length: pairs * 2 }, (_, i) => i),
    8,
    (i) => account(url, i),
  );
  log(`  ${users.length} accounts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return users;
}

/** Measures with the senders on node `a` and the receivers on node `b` (the same node for a one-node run). */
const measureOn = (a, b, users) =>
  measure({ senderUrl: a.url, receiverUrl: b.url, users, servers: [...new Set([a.child, b.child])] });

const log = (line) => process.stderr.write(`${line}\n`);
// Other work on the machine skews every number: the report says how busy it was.
const startLoad = loadavg()[0].toFixed(1);
let databases = 0;
/** A fresh PostgreSQL database for one run, dropped afterwards. */
async function withDatabase(work) {
  const { default: pg } = await import('pg');
  const database = `otousta_bench_${run}_${databases++}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'otousta-bench-'));
  try {
    return await work({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  } finally {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One run of every kind asked for, each on fresh servers (and a fresh database). */
async function runSet() {
  const set = {};

  if (only.has('echo')) {
    log('bare Socket.IO relay…');
    const echo = await startEcho();
    try {
      const users = Array.from({ length: pairs * 2 }, (_, i) => ({ id: `u${i}` }));
      set.echo = await measureOn(echo, echo, users);
    } finally {
      await stop(echo.child);
    }
  }

  if (only.has('echo-two')) {
    if (!process.env.REDIS_URL) {
      log('bare relay on two nodes: skipped (set REDIS_URL)');
    } else {
      log('bare Socket.IO relay, two nodes (Redis Streams adapter)…');
      const env = { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `otousta-bench-echo-${run}` };
      const [echoA, echoB] = [await startEcho(env), await startEcho(env)];
      try {
        const users = Array.from({ length: pairs * 2 }, (_, i) => ({ id: `u${i}` }));
        set.echoTwo = await measureOn(echoA, echoB, users);
      } finally {
        await Promise.all([stop(echoA.child), stop(echoB.child)]);
        const { createClient } = await import('redis');
        const redis = await createClient({ url: process.env.REDIS_URL }).connect();
        await redis.del(`${env.REDIS_PREFIX}:socket.io`);
        await redis.quit();
      }
    }
  }

  if (only.has('one')) {
    log('OtoUsta, one node (embedded PGlite)…');
    const dataDir = mkdtempSync(join(tmpdir(), 'otousta-bench-'));
    const api = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    try {
      const users = await registerAll(api.url);
      set.one = await measureOn(api, api, users);
    } finally {
      await stop(api.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (only.has('one-pg')) {
    if (!process.env.DATABASE_URL) {
      log('one node on PostgreSQL: skipped (set DATABASE_URL)');
    } else {
      log('OtoUsta, one node (PostgreSQL)…');
      set.onePg = await withDatabase(async (env) => {
        const api = await startApi({ ...env, REDIS_URL: '' });
        try {
          const users = await registerAll(api.url);
          return await measureOn(api, api, users);
        } finally {
          await stop(api.child);
        }
      });
    }
  }

  if (only.has('two')) {
    const { DATABASE_URL, REDIS_URL } = process.env;
    if (!DATABASE_URL || !REDIS_URL) {
      log('two nodes: skipped (set DATABASE_URL and REDIS_URL)');
    } else {
      log('OtoUsta, two nodes (PostgreSQL + Redis)…');
      set.two = await withDatabase(async (env) => {
        const shared = { ...env, REDIS_URL, REDIS_PREFIX: `otousta-bench-${run}` };
        const [nodeA, nodeB] = [await startApi(shared), await startApi(shared)];
        try {
          const users = await registerAll(nodeA.url);
          return await measureOn(nodeA, nodeB, users);
        } finally {
          await Promise.all([stop(nodeA.child), stop(nodeB.child)]);
        }
      });
    }
  }
  return set;
}

const sets = [];
for (let i = 0; i < repeats; i++) {
  if (repeats > 1) log(`repeat ${i + 1} of ${repeats}`);
  sets.push(await runSet());
}

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '–');
const names = {
  echo: 'bare Socket.IO relay',
  echoTwo: 'bare Socket.IO relay, two nodes',
  one: 'OtoUsta, one node (PGlite)',
  onePg: 'OtoUsta, one node (PostgreSQL)',
  two: 'OtoUsta, two nodes',
};
/** Every repeat's messages of one kind and rate together: the percentiles the goal is judged on. */
function pooled(key) {
  const runs = sets.filter((set) => set[key]).map((set) => set[key]);
  if (runs.length === 0) return undefined;
  return rates.map((rate, i) => {
    const steps = runs.map((r) => r.steps[i]);
    const sorted = steps.flatMap((step) => step.latencies).sort((x, y) => x - y);
    const sum = (field) => steps.reduce((total, step) => total + step[field], 0);
    return {
      rate,
      sent: sum('sent'),
      delivered: sum('delivered'),
      lost: sum('lost'),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
    };
  });
}
const kinds = Object.keys(names).filter((key) => sets.some((set) => set[key]));
// Issue 4's third goal: p99 against the bare relay's of the same topology, rate by rate.
const floors = { one: 'echo', onePg: 'echo', two: 'echoTwo' };
const compared = Object.entries(floors).filter(([key, floor]) => kinds.includes(key) && kinds.includes(floor));
const ratioLine = (steps, floorSteps) =>
  steps.map((step, i) => `${step.rate}: ${(step.p99 / floorSteps[i].p99).toFixed(1)}×`).join(', ');

if (args.json) {
  const withoutSamples = sets.map((set) =>
    Object.fromEntries(
      Object.entries(set).map(([key, r]) => [key, { ...r, steps: r.steps.map(({ latencies, ...step }) => step) }]),
    ),
  );
  const pool = Object.fromEntries(kinds.map((key) => [key, pooled(key)]));
  console.log(JSON.stringify({ clients, rates, durationMs, repeats, sets: withoutSamples, pooled: pool }, null, 2));
} else {
  console.log(
    `\n${new Date().toISOString().slice(0, 10)} · ${cpus().length} cores (${cpus()[0]?.model.trim()}), ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GiB · Node ${process.version} · ${clients} clients, ` +
      `each rate for ${durationMs / 1000} s, ${repeats} time(s) · load average before the run ${startLoad}\n`,
  );
  console.log(
    '| run | repeat | offered msg/s | delivered / sent | late (> 10 s) | p50 ms | p95 ms | p99 ms | max ms | ack p99 ms | delivered msg/s |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const key of kinds) {
    sets.forEach((set, i) => {
      for (const step of set[key]?.steps ?? []) {
        console.log(
          `| ${names[key]} | ${i + 1} | ${step.rate} | ${step.delivered} / ${step.sent} | ${step.lost} | ${ms(step.p50)} | ` +
            `${ms(step.p95)} | ${ms(step.p99)} | ${ms(step.max)} | ${ms(step.ackP99)} | ${step.throughput.toFixed(0)} |`,
        );
      }
    });
  }
  if (repeats > 1) {
    console.log(`\nEvery repeat's messages pooled:\n`);
    console.log('| run | offered msg/s | delivered / sent | late (> 10 s) | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const key of kinds) {
      for (const step of pooled(key)) {
        console.log(
          `| ${names[key]} | ${step.rate} | ${step.delivered} / ${step.sent} | ${step.lost} | ${ms(step.p50)} | ` +
            `${ms(step.p95)} | ${ms(step.p99)} | ${ms(step.max)} |`,
        );
      }
    }
  }
  if (compared.length) console.log('\np99 against the bare relay of the same topology (rate: ratio):');
  for (const [key, floor] of compared) {
    const perRepeat = sets.filter((set) => set[key] && set[floor]);
    for (const [i, set] of perRepeat.entries()) {
      const which = repeats > 1 ? ` (repeat ${i + 1})` : '';
      console.log(`- ${names[key]} / ${names[floor]}${which}: ${ratioLine(set[key].steps, set[floor].steps)}`);
    }
    if (repeats > 1)
      console.log(`- ${names[key]} / ${names[floor]} (pooled): ${ratioLine(pooled(key), pooled(floor))}`);
  }
  const perRepeat = (value) => (key) =>
    sets
      .filter((set) => set[key])
      .map((set) => value(set[key]))
      .join('; ');
  console.log('\nFirst message of a pair (opens the conversation), acknowledgement p50 / p99, 20 at a time:');
  const firstMessage = perRepeat((r) => `${ms(r.firstMessage.p50)} / ${ms(r.firstMessage.p99)} ms`);
  for (const key of kinds) console.log(`- ${names[key]}: ${firstMessage(key)}`);
  console.log(
    '\nServer memory per connection (heap and buffers held after a full collection, growth after connecting every client, KiB):',
  );
  const memory = perRepeat((r) => r.memoryPerConnectionKiB.toFixed(1));
  for (const key of kinds) console.log(`- ${names[key]}: ${memory(key)}`);
}
