// `npm run bench notifications`: how long a domain event takes to ring the recipient's bell (issue 17): from
// `app.events.emit` (the event job committed, as a module emits it) to `notification:new` arriving on the recipient's
// socket, at NOTIFY_BENCH_RATE events/s (100) for NOTIFY_BENCH_S seconds (20), on one API node with PostgreSQL
// (DATABASE_URL, a fresh schema dropped afterwards), else on embedded PGlite. A child process runs the API as a node
// does (`buildApp` from the sources through tsx, migrations, listening, its job worker with the deployed
// JOBS_CONCURRENCY and JOBS_POLL_INTERVAL_MS); this process holds the recipient's socket (socket.io-client) and records
// each arrival; the recipient takes the type in-app only. Each event carries its emit time in its link. The run checks
// every notification arrived exactly once, within NOTIFY_BENCH_TIMEOUT_S (120). The first NOTIFY_BENCH_WARMUP_S seconds
// (3) of events are delivered and checked but left out of the percentiles: a fresh process compiles its hot paths and
// opens its pool connections then, which a node that has been serving has long done. Their maximum is printed apart.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { latencyColumns, now, paced, percentile, printTable, sleep } from './measure.mjs';
import { spawnSourceNode, startSourceApp } from './source-node.mjs';

const RATE = Number(process.env.NOTIFY_BENCH_RATE ?? 100);
const SECONDS = Number(process.env.NOTIFY_BENCH_S ?? 20);
const TIMEOUT_S = Number(process.env.NOTIFY_BENCH_TIMEOUT_S ?? 120);
const WARMUP_S = Number(process.env.NOTIFY_BENCH_WARMUP_S ?? 3);
const self = fileURLToPath(import.meta.url);

// --- The API process. --------------------------------------------------------------------------------------------------
async function apiNode() {
  const {
    app,
    config,
    modules: [{ users }],
  } = await startSourceApp('modules/users/users.table.ts');
  const { v7: uuidv7 } = await import('uuid');
  const person = (n, userType) => ({
    id: uuidv7(),
    email: `bench-bildirim-${n}-${Date.now()}@example.com`,
    phone: `+90530${String(Date.now()).slice(-6)}${n}`,
    passwordHash: 'unused',
    firstName: 'Bench',
    lastName: `Kişi${n}`,
    city: 'izmir',
    birthDate: '1990-01-01',
    userType,
    ...(userType === 'isletme' ? { businessName: 'Bench Oto' } : {}),
  });
  const actor = person(1, 'musteri');
  const recipient = person(2, 'isletme');
  await app.database.db.insert(users).values([actor, recipient]);
  const token = await app.tokens.signAccess({ id: recipient.id, userType: 'isletme', role: 'user' });
  // The bell alone: the recipient takes this type in-app only, so no mail work shares the queue.
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: { authorization: `Bearer ${token}` },
    payload: { preferences: [{ type: 'review.created', inApp: true, email: false, push: false }] },
  });
  if (saved.statusCode !== 200) throw new Error(`preferences not saved: ${saved.body}`);

  let cpuFrom = process.cpuUsage();
  process.on('message', async (command) => {
    if (command.emit) {
      const { count, rate } = command.emit;
      cpuFrom = process.cpuUsage();
      const startedAt = now();
      await paced(count, rate, (i) =>
        app.events.emit({
          type: 'review.created',
          recipientIds: [recipient.id],
          actorId: actor.id,
          link: `/isletme/${recipient.id}?i=${i}&t=${now()}`,
          params: { rating: '5', name: 'Bench Kişi' },
        }),
      );
      const { user, system } = process.cpuUsage(cpuFrom);
      process.send({ done: { startedAt, finishedAt: now(), cpuMs: (user + system) / 1000 } });
    }
  });
  process.send({ ready: { port: config.PORT, token } });
}

// --- The recipient's socket and the measurement. ---------------------------------------------------------------------
async function startApiNode(env) {
  const node = await spawnSourceNode(self, env);
  return { ...node.ready, emit: (shape) => node.ask({ emit: shape }, 'done'), stop: node.stop };
}

async function measure(database, env) {
  const node = await startApiNode(env);
  const { io } = await import('socket.io-client');
  const socket = io(`http://127.0.0.1:${node.port}`, {
    path: '/socket.io',
    auth: { token: node.token },
    transports: ['websocket'],
  });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const warmup = RATE * WARMUP_S;
    const count = warmup + RATE * SECONDS;
    const arrivals = [];
    let warmupMax = 0;
    const seen = new Map();
    socket.on('notification:new', ({ notification }) => {
      const url = new URL(notification.link, 'http://x');
      const i = url.searchParams.get('i');
      seen.set(i, (seen.get(i) ?? 0) + 1);
      const latency = now() - Number(url.searchParams.get('t'));
      if (Number(i) < warmup) warmupMax = Math.max(warmupMax, latency);
      else arrivals.push(latency);
    });
    const load1 = loadavg()[0];
    const run = await node.emit({ count, rate: RATE });
    const deadline = Date.now() + TIMEOUT_S * 1000;
    while (seen.size < count && Date.now() < deadline) await sleep(50);
    // A notification delivered twice would arrive after the last expected one.
    await sleep(1000);
    const twice = [...seen.values()].filter((n) => n > 1).length;
    if (seen.size !== count || twice) {
      throw new Error(`${database}: ${seen.size} of ${count} notifications arrived, ${twice} more than once`);
    }
    const sorted = arrivals.sort((a, b) => a - b);
    const row = {
      database,
      count: count - warmup,
      rate: count / ((run.finishedAt - run.startedAt) / 1000),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
      warmupMax,
      cpu: run.cpuMs / count,
      load1,
    };
    console.log(
      `${database}: ${row.count} events (after ${warmup} to warm up) at ${row.rate.toFixed(0)}/s; emit → notification:new p50 ${row.p50.toFixed(0)} ms, ` +
        `p99 ${row.p99.toFixed(0)} ms, max ${row.max.toFixed(0)} ms (warm-up max ${warmupMax.toFixed(0)} ms); API CPU ${row.cpu.toFixed(2)} ms per event ` +
        `(while emitting); load ${load1.toFixed(1)}`,
    );
    return row;
  } finally {
    socket.close();
    await node.stop();
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'otousta-bench-notify-'));
  const rows = [];
  try {
    if (process.env.DATABASE_URL) {
      const { default: pg } = await import('pg');
      const schema = `bench_notify_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`create schema "${schema}"`);
        rows.push(
          await measure('PostgreSQL', {
            DATABASE_URL: process.env.DATABASE_URL,
            DATABASE_SCHEMA: schema,
            DATA_DIR: dataDir,
          }),
        );
      } finally {
        await admin.query(`drop schema if exists "${schema}" cascade`);
        await admin.end();
      }
    } else {
      console.log('DATABASE_URL yok: yalnızca PGlite ölçüldü.');
      rows.push(await measure('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir }));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log();
  printTable(
    [
      ['database', (r) => r.database, 'left'],
      ['events', (r) => r.count],
      ['events/s', (r) => r.rate.toFixed(0)],
      ...latencyColumns,
      ['warm-up max ms', (r) => r.warmupMax.toFixed(0)],
      ['API CPU ms/event', (r) => r.cpu.toFixed(2)],
      ['load', (r) => r.load1.toFixed(1)],
    ],
    rows,
  );
}

if (process.argv.includes('--api-node')) await apiNode();
else await main();
