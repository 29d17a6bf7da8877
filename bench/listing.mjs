// `npm run bench listing`: GET /api/users/service-providers under load with autocannon, on a large seeded data set
// (100,000 businesses by default), on embedded PGlite and — when DATABASE_URL is set — on PostgreSQL. Each scenario
// runs against the server as deployed (business-list pages reused for PAGE_CACHE_MS) and with that page cache
// off, and is also timed as raw SQL (the statements the repository sends per request, straight to the database) so the
// API's overhead can be read off. The seeded data is kept between runs (PGlite in the temp folder, PostgreSQL in
// the DATABASE_URL database), because seeding 100,000 businesses takes minutes.
//
// Variables: LISTING_BUSINESSES (100000), BENCH_DURATION seconds per scenario (10), BENCH_CONNECTIONS (50),
// BENCH_PGLITE_DIR (a folder under the OS temp dir), BENCH_ONLY=pglite|postgres.
import { join } from 'node:path';
import { BUSINESSES, ms, PGLITE_DIR, seedPgliteOnce, seedPostgresOnce } from './businesses.mjs';
import { loadListScenarios, printTable, timeRuns } from './measure.mjs';
import { startServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY;
const RAW_RUNS = 200;

/** The scenarios: what a visitor does most (first page, a city) and the worst cases (all filters, a deep page). */
const scenarios = [
  { name: 'unfiltered, page 1', query: { page: 1, limit: 12 } },
  { name: 'city=istanbul', query: { city: 'istanbul', page: 1, limit: 12 } },
  {
    name: 'city+vehicleType+sector+brand',
    query: { city: 'istanbul', vehicleType: 'araba', sector: 'motor', brand: 'renault', page: 1, limit: 12 },
  },
  { name: 'unfiltered, page 200', query: { page: 200, limit: 12 } },
  // The map's 'Bu alanda ara' over central İstanbul, off the location index; its statement has no plain-SQL twin here.
  { name: 'bbox (map of İstanbul)', query: { bbox: '28.8,40.9,29.3,41.2', page: 1, limit: 12 }, noRaw: true },
];

const filterColumns = { vehicleType: 'vehicle_type', sector: 'business_sector', brand: 'business_brand' };

/**
 * The listing's statements (users.repository.ts, discovery.repository.ts) as plain SQL: the page in the 'recommended'
 * order of the stored scores over their partial indexes, with the hidden-content anti-join when that table exists, and the read of the
 * listing version. The total is counted once per version and filter set and then remembered, so under load a request
 * sends only these two.
 */
function rawStatements(query, withHidden) {
  const where = ["u.user_type = 'isletme'", 'u.is_active = true'];
  const params = [];
  if (withHidden) {
    where.push("not exists (select 1 from hidden_content h where h.target_type = 'business' and h.target_id = u.id)");
  }
  if (query.city) {
    params.push(query.city);
    where.push(`u.city = $${params.length}`);
  }
  for (const [key, column] of Object.entries(filterColumns)) {
    if (!query[key]) continue;
    params.push([query[key]]);
    where.push(`u.${column} @> $${params.length}`);
  }
  const condition = where.join(' and ');
  const offset = (query.page - 1) * query.limit;
  return {
    page: {
      text: `select * from users u where ${condition} order by u.is_verified desc, u.recommended_score desc, u.review_count desc, u.id asc limit ${query.limit} offset ${offset}`,
      params,
    },
    version: { text: 'select version from listing_version', params: [] },
  };
}

/** Times the two statements `RAW_RUNS` times, as the repository sends them (both at once). */
function timeRaw(run, query, withHidden) {
  const { page, version } = rawStatements(query, withHidden);
  return timeRuns(() => Promise.all([run(page), run(version)]), RAW_RUNS);
}

const search = (query) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

const measure = (label, url) =>
  loadListScenarios(label, scenarios, (s) => `${url}/api/users/service-providers?${search(s.query)}`, {
    connections: CONNECTIONS,
    duration: DURATION,
  });

/**
 * Measures the built server as deployed (pages reused for PAGE_CACHE_MS, 1 s) and with the page cache off, which
 * is what each distinct page costs to build.
 */
async function measureBoth(label, env) {
  const cachedServer = await startServer(env);
  let rows;
  try {
    rows = await measure(label, cachedServer.url);
  } finally {
    await cachedServer.stop();
  }
  const uncachedServer = await startServer({ ...env, PAGE_CACHE_MS: '0' });
  try {
    const uncached = await measure(`${label}, sayfa önbelleği kapalı`, uncachedServer.url);
    for (const [i, row] of rows.entries()) row.uncached = uncached[i];
  } finally {
    await uncachedServer.stop();
  }
  return rows;
}

async function onPglite() {
  seedPgliteOnce();
  const rows = await measureBoth('PGlite', { DATA_DIR: PGLITE_DIR, DATABASE_URL: '' });
  // PGlite is single-process: the raw timing opens the same files once the server has let go of them.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(PGLITE_DIR, 'pg'));
  try {
    const withHidden = (await db.query("select to_regclass('hidden_content') as t")).rows[0].t !== null;
    for (const [i, scenario] of scenarios.entries()) {
      if (scenario.noRaw) continue;
      rows[i].raw = await timeRaw((s) => db.query(s.text, s.params), scenario.query, withHidden);
    }
  } finally {
    await db.close();
  }
  return rows;
}

async function onPostgres(databaseUrl) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await seedPostgresOnce(pool, databaseUrl);
    const rows = await measureBoth('PostgreSQL', { DATABASE_URL: databaseUrl });
    const withHidden = (await pool.query("select to_regclass('hidden_content') as t")).rows[0].t !== null;
    for (const [i, scenario] of scenarios.entries()) {
      if (scenario.noRaw) continue;
      rows[i].raw = await timeRaw((s) => pool.query(s.text, s.params), scenario.query, withHidden);
    }
    return rows;
  } finally {
    await pool.end();
  }
}

function table(label, rows) {
  console.log(`\n### ${label}\n`);
  printTable(
    [
      ['scenario', (r) => r.scenario, 'left'],
      ['matches', (r) => r.count.toLocaleString('en')],
      ['req/s (50 conn.)', (r) => r.rps],
      ['p50 ms', (r) => r.p50],
      ['p99 ms', (r) => r.p99],
      ['without page cache: req/s', (r) => r.uncached.rps],
      ['p50 ms', (r) => r.uncached.p50],
      ['p99 ms', (r) => r.uncached.p99],
      ['p50 ms, 1 conn.', (r) => r.uncached.singleP50],
      ['raw SQL p50 ms', (r) => (r.raw ? ms(r.raw.p50) : '—')],
      ['ratio', (r) => (r.raw ? `${(r.uncached.singleP50 / Math.max(r.raw.p50, 0.01)).toFixed(1)}×` : '—')],
    ],
    rows,
  );
}

if (ONLY !== 'postgres') table(`PGlite, ${BUSINESSES.toLocaleString('en')} businesses`, await onPglite());
if (ONLY !== 'pglite') {
  const url = process.env.DATABASE_URL;
  if (url) table(`PostgreSQL, ${BUSINESSES.toLocaleString('en')} businesses`, await onPostgres(url));
  else console.log('\nDATABASE_URL yok: PostgreSQL ölçümü atlandı.');
}
