// `npm run bench mail`: how fast the durable job queue drains mail into a real SMTP server (issue 16: at least 100
// mails/s on this machine), and how long a mail waits. This process runs an SMTP server on loopback (`smtp-server`)
// that counts what it receives; a child process runs the API (`buildApp`, migrations, listening, its job worker
// started) with SMTP_URL pointing at it, on embedded PGlite in a temporary folder and — when DATABASE_URL is set — on
// PostgreSQL in a fresh schema it drops afterwards. The child queues mails rendered with the app's mail template
// through `app.mail.enqueue`, as requests do, and the SMTP server reads each mail's enqueue time from a header.
//
// Per database: a burst of MAIL_BENCH_COUNT mails (2000) from MAIL_BENCH_ENQUEUERS callers at once (10) — drain rate
// is the mails over the time from the first enqueue call to the last mail received — then MAIL_BENCH_PACED_RATE
// mails/s (50) for MAIL_BENCH_PACED_S seconds (10), the wait of a mail when no backlog is ahead of it. After the
// PGlite runs, the same node sends the burst through its SMTP transport directly, without the queue: the floor on
// this machine. Latency is the enqueue call to the end of the mail's SMTP DATA. A run not drained within
// MAIL_BENCH_TIMEOUT_S seconds (120) fails. The worker runs with the deployed defaults (JOBS_CONCURRENCY 5,
// JOBS_POLL_INTERVAL_MS 1000) unless those variables are set. MAIL_BENCH_CPU_PROF=<folder> writes a CPU profile of
// each API process there.
//
// The API's `buildApp` is not an entry of the built bundle, so the child runs the TypeScript sources through tsx.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { latencyColumns, now, paced, percentile, printTable, sleep } from './measure.mjs';
import { spawnSourceNode, startSourceApp } from './source-node.mjs';

const COUNT = Number(process.env.MAIL_BENCH_COUNT ?? 2000);
const ENQUEUERS = Number(process.env.MAIL_BENCH_ENQUEUERS ?? 10);
const PACED_RATE = Number(process.env.MAIL_BENCH_PACED_RATE ?? 50);
const PACED_S = Number(process.env.MAIL_BENCH_PACED_S ?? 10);
const TIMEOUT_S = Number(process.env.MAIL_BENCH_TIMEOUT_S ?? 120);
const GOAL = 100;
const SENT_HEADER = 'X-Bench-Enqueued';
const self = fileURLToPath(import.meta.url);

// --- The API process: the app as a node runs it, sending mail when told to. -------------------------------------------
async function apiNode() {
  const {
    app,
    config,
    modules: [{ renderMail }, { createMailer }],
  } = await startSourceApp('platform/mail/mail.template.ts', 'platform/mail/mail.transport.ts');

  const message = (to) => {
    const mail = renderMail({
      subject: 'E-posta adresinizi doğrulayın',
      heading: 'Hoş geldiniz',
      paragraphs: [`Merhaba, hesabınızı etkinleştirmek için ${to} adresini doğrulayın.`],
      action: { label: 'E-postamı Doğrula', url: `https://otousta.example.com/e-posta-dogrula?token=${to}` },
    });
    return { to, ...mail, headers: { ...mail.headers, [SENT_HEADER]: String(now()) } };
  };

  let cpuFrom = process.cpuUsage();
  /** Calls `work(i)` for every i below `count`: `callers` at a time, or open loop at `rate` calls a second. */
  async function load({ count, callers, rate }, work) {
    cpuFrom = process.cpuUsage();
    const startedAt = now();
    if (rate) await paced(count, rate, work);
    else {
      let next = 0;
      await Promise.all(
        Array.from({ length: callers }, async () => {
          while (next < count) await work(next++);
        }),
      );
    }
    return { startedAt, finishedAt: now() };
  }

  process.on('message', async (command) => {
    if (command.cpu) {
      const { user, system } = process.cpuUsage(cpuFrom);
      process.send({ cpuMs: (user + system) / 1000 });
    }
    if (command.enqueue) {
      // Through the app's own outbox, as a request queues a mail.
      const { prefix, ...shape } = command.enqueue;
      const done = await load({ callers: ENQUEUERS, ...shape }, (i) =>
        app.mail.enqueue(message(`${prefix}-${i}@example.com`)),
      );
      process.send({ done });
    }
    if (command.direct) {
      // The floor: the same SMTP transport with as many connections as the worker has slots, without the queue.
      const mailer = createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        mailDir: null,
        maxConnections: config.JOBS_CONCURRENCY,
        log: app.log,
      });
      const { prefix, count } = command.direct;
      const done = await load({ count, callers: config.JOBS_CONCURRENCY }, (i) =>
        mailer.send(message(`${prefix}-${i}@example.com`)),
      );
      mailer.close();
      process.send({ done });
    }
  });
  process.send({ ready: true });
}

// --- The SMTP server and the measurement. ------------------------------------------------------------------------------

/** A real SMTP server on loopback that records, per mail, when it was enqueued and when its DATA ended. */
async function startCountingSmtp() {
  const { SMTPServer } = await import('smtp-server');
  let received = [];
  let recipients = new Set();
  let onReceive = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        // The header sits in the first few hundred bytes; the rest is only read.
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const at = now();
        const sent = Number(head.match(new RegExp(`^${SENT_HEADER}: ([\\d.]+)`, 'im'))?.[1]);
        received.push({ sent, at });
        for (const r of session.envelope.rcptTo) recipients.add(r.address);
        onReceive();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    get received() {
      return received;
    },
    get recipients() {
      return recipients;
    },
    /** Forgets what arrived so far: the next run counts from zero. */
    reset() {
      received = [];
      recipients = new Set();
    },
    /** Resolves to true once `count` mails arrived, or to false after `ms`. */
    waitFor(count, ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        onReceive = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          resolve(true);
        };
        onReceive();
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function startApiNode(env) {
  const profile = process.env.MAIL_BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.MAIL_BENCH_CPU_PROF}`]
    : [];
  const { ask, stop } = await spawnSourceNode(self, env, profile);
  return {
    enqueue: (shape) => ask({ enqueue: shape }, 'done'),
    sendDirect: (shape) => ask({ direct: shape }, 'done'),
    /** CPU time the API process spent since its last run started, in ms. */
    cpuMs: () => ask({ cpu: true }, 'cpuMs'),
    stop,
  };
}

/**
 * Runs `send()` on `node`, waits for its `count` mails at `smtp`, checks each arrived once, and sums them up with the
 * CPU time the API process spent per mail meanwhile.
 */
async function delivered({ label, count, paced = false }, smtp, node, send) {
  smtp.reset();
  const load1 = loadavg()[0];
  const drained = smtp.waitFor(count, TIMEOUT_S * 1000);
  const run = await send();
  if (!(await drained)) throw new Error(`${label}: ${smtp.received.length} of ${count} mails within ${TIMEOUT_S} s`);
  const apiCpuMs = await node.cpuMs();
  // A mail sent twice would arrive after the last expected one.
  await sleep(500);
  if (smtp.received.length !== count || smtp.recipients.size !== count) {
    throw new Error(`${label}: ${smtp.received.length} mails to ${smtp.recipients.size} recipients, not ${count}`);
  }
  const last = Math.max(...smtp.received.map((r) => r.at));
  const latencies = smtp.received.map((r) => r.at - r.sent).sort((a, b) => a - b);
  const row = {
    label,
    count,
    paced,
    load1,
    handedS: (run.finishedAt - run.startedAt) / 1000,
    drainS: (last - run.startedAt) / 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    apiCpu: apiCpuMs / count,
  };
  console.log(
    `${label}: ${count} mails handed over in ${row.handedS.toFixed(2)} s, all received after ${row.drainS.toFixed(2)} s ` +
      `(${Math.round(count / row.drainS)} mails/s); to delivery p50 ${row.p50.toFixed(0)} ms, ` +
      `p99 ${row.p99.toFixed(0)} ms; API CPU ${row.apiCpu.toFixed(2)} ms per mail; load ${load1.toFixed(1)}`,
  );
  return row;
}

/** The burst and the paced run on one API node of `database`; with `floor`, then its SMTP transport alone. */
async function measure(database, env, floor = false) {
  const smtp = await startCountingSmtp();
  const node = await startApiNode({ ...env, SMTP_URL: smtp.url });
  try {
    const paced = Math.round(PACED_RATE * PACED_S);
    const rows = [
      await delivered({ label: `${database}, burst`, count: COUNT }, smtp, node, () =>
        node.enqueue({ prefix: 'burst', count: COUNT }),
      ),
      await delivered({ label: `${database}, ${PACED_RATE} mails/s`, count: paced, paced: true }, smtp, node, () =>
        node.enqueue({ prefix: 'paced', count: paced, rate: PACED_RATE }),
      ),
    ];
    if (floor) {
      rows.push(
        await delivered({ label: 'SMTP transport alone, burst', count: COUNT }, smtp, node, () =>
          node.sendDirect({ prefix: 'direct', count: COUNT }),
        ),
      );
    }
    return rows;
  } finally {
    await node.stop();
    await smtp.close();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'otousta-bench-mail-'));
  try {
    return await measure('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir }, true);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(databaseUrl) {
  const { default: pg } = await import('pg');
  const schema = `bench_mail_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'otousta-bench-mail-'));
  try {
    // The API applies the migrations to the empty schema as it starts.
    await admin.query(`create schema "${schema}"`);
    return await measure('PostgreSQL', { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

async function main() {
  const rows = await onPglite();
  if (process.env.DATABASE_URL) rows.push(...(await onPostgres(process.env.DATABASE_URL)));
  else console.log('DATABASE_URL yok: PostgreSQL ölçümü atlandı.');

  const rate = (r) => r.count / r.drainS;
  console.log();
  printTable(
    [
      ['run', (r) => r.label, 'left'],
      ['mails', (r) => r.count],
      ['handed over in s', (r) => r.handedS.toFixed(2)],
      ['all received after s', (r) => r.drainS.toFixed(2)],
      ['mails/s', (r) => Math.round(rate(r))],
      ...latencyColumns,
      ['API CPU ms/mail', (r) => r.apiCpu.toFixed(2)],
      ['load', (r) => r.load1.toFixed(1)],
      [`≥ ${GOAL} mails/s`, (r) => (r.paced ? '' : rate(r) >= GOAL ? 'met' : 'missed'), 'left'],
    ],
    rows,
  );
}

if (process.argv.includes('--api-node')) await apiNode();
else await main();
