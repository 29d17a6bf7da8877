// What the benchmark scripts measure with: load from autocannon, percentiles of timed runs, calls at a steady rate,
// and Markdown tables of the results.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Wall-clock milliseconds with sub-millisecond precision, comparable between a benchmark and its API process. */
export const now = () => performance.timeOrigin + performance.now();
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `work(i)` for every i below `count` at `rate` calls a second, open loop: a slow call holds no later one back. */
export async function paced(count, rate, work) {
  const startedAt = now();
  const calls = [];
  for (let i = 0; i < count; i++) {
    const wait = startedAt + (i * 1000) / rate - now();
    if (wait > 0) await sleep(wait);
    calls.push(work(i));
  }
  return Promise.all(calls);
}

/** The p50, p99 and max columns of a row that has those latencies in ms, for printTable. */
export const latencyColumns = [
  ['p50 ms', (r) => r.p50.toFixed(0)],
  ['p99 ms', (r) => r.p99.toFixed(0)],
  ['max ms', (r) => r.max.toFixed(0)],
];

/**
 * Prints rows as a Markdown table. Each column is `[header, cell(row)]`, right-aligned as numbers are, or
 * `[header, cell(row), 'left']` for text.
 */
export function printTable(columns, rows) {
  console.log(`| ${columns.map(([header]) => header).join(' | ')} |`);
  console.log(`| ${columns.map(([, , align]) => (align === 'left' ? '---' : '---:')).join(' | ')} |`);
  for (const row of rows) console.log(`| ${columns.map(([, cell]) => cell(row)).join(' | ')} |`);
}

/**
 * autocannon against one URL, or against several in turn (`targets` a list), GET unless `method` (and `body`) say
 * otherwise, for `duration` seconds or `amount` requests; rejects when any answer is not 2xx, so a figure never hides
 * errors. `headersOf(i)`, when given, are the headers of the i-th connection (each its own signed-in user, say).
 */
export function cannon(targets, { connections, duration, amount, headers, headersOf, method = 'GET', body }) {
  const list = Array.isArray(targets) ? targets : [targets];
  const requests = list.map((url) => ({
    method,
    path: new URL(url).pathname + new URL(url).search,
    ...(headers ? { headers } : {}),
    ...(body === undefined ? {} : { body }),
  }));
  let opened = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: new URL(list[0]).origin,
        connections,
        ...(headersOf
          ? {
              setupClient: (client) => {
                const own = { ...headers, ...headersOf(opened++) };
                client.setRequests(requests.map((request) => ({ ...request, headers: own })));
              },
            }
          : {}),
        ...(amount === undefined ? { duration } : { amount }),
        headers,
        pipelining: 1,
        requests,
      },
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
