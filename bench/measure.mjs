// What the benchmark scripts measure with: load from autocannon, percentiles of timed runs, and an API process run
// from the sources that the benchmark drives over IPC.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, root } from '../scripts/lib.mjs';
import { BENCH_JWT_SECRET } from './server.mjs';

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * autocannon against one URL, or against several in turn (`targets` a list), GET unless `method` (and `body`) say
 * otherwise; rejects when any answer is not 2xx, so a figure never hides errors.
 */
export function cannon(targets, { connections, duration, headers, method = 'GET', body }) {
  const list = Array.isArray(targets) ? targets : [targets];
  const requests = list.map((url) => ({
    method,
    path: new URL(url).pathname + new URL(url).search,
    ...(headers ? { headers } : {}),
    ...(body === undefined ? {} : { body }),
  }));
  return new Promise((resolve, reject) => {
    autocannon(
      { url: new URL(list[0]).origin, connections, duration, headers, pipelining: 1, requests },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0) reject(new Error(`${result.non2xx} answers were not 2xx for ${list[0]}`));
        else resolve(result);
      },
    );
  });
}

/** Runs `once(i)` `runs` times after ten warm-up runs and answers the p50 and p99 of their durations in ms. */
export async function timeRuns(once, runs) {
  for (let i = 0; i < 10; i++) await once(i);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * Runs `script --api-node` through tsx as a production node would run (its own port, NODE_ENV=production) and
 * resolves once it sends `{ ready }`. `ask(command, key)` sends a command and resolves to the value of the first
 * reply carrying `key`; `stop()` asks the process to close and waits for it.
 */
export async function spawnSourceNode(script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, '--api-node'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const ask = (command, key) =>
    new Promise((resolve, reject) => {
      const died = (code) => reject(new Error(`API process exited with ${code}`));
      const answer = (reply) => {
        if (!(key in reply)) return;
        child.off('message', answer);
        child.off('exit', died);
        resolve(reply[key]);
      };
      child.on('message', answer);
      child.once('exit', died);
      if (command) child.send(command);
    });
  const ready = await ask(null, 'ready');
  return {
    ready,
    ask,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ stop: true });
      await exited;
    },
  };
}

/**
 * Each scenario of the business list under load: its total (from a first request), a short warm-up, one connection
 * for the p50 without queueing, then `connections` for `duration` seconds. `targetsOf(scenario)` gives its URL or URLs.
 */
export async function loadListScenarios(label, scenarios, targetsOf, { connections, duration }) {
  const rows = [];
  for (const scenario of scenarios) {
    const targets = [targetsOf(scenario)].flat();
    const first = await fetch(targets[0]);
    if (!first.ok) throw new Error(`${targets[0]} answered ${first.status}: ${await first.text()}`);
    const { count } = await first.json();
    await cannon(targets, { connections, duration: 2 }); // warm-up
    const single = await cannon(targets, { connections: 1, duration: Math.max(3, Math.round(duration / 2)) });
    const loaded = await cannon(targets, { connections, duration });
    rows.push({
      scenario: scenario.name,
      count,
      rps: Math.round(loaded.requests.average),
      p50: loaded.latency.p50,
      p99: loaded.latency.p99,
      singleP50: single.latency.p50,
    });
    console.log(
      `${label} · ${scenario.name}: ${count} işletme, ${Math.round(loaded.requests.average)} istek/sn, ` +
        `p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms (${connections} bağlantı); tek bağlantı p50 ${single.latency.p50} ms`,
    );
  }
  return rows;
}
