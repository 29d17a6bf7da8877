// `npm run bench prices`: the fair price (GET /api/prices/estimate) under load with autocannon, on PostgreSQL
// (DATABASE_URL, required: the data set is loaded with plain SQL into the database it names). 1,000,000 accepted
// offers by default, spread over 81 provinces, 12 sectors and both vehicle types (İstanbul's brake jobs on cars
// alone hold 5 % of them), with each group's rollup built as the migration builds it. Scenarios: one popular group,
// and a mix of 200 groups in turn; then the write side, a new offer of the largest group recorded as an accept
// records it (one point upserted and the group's rollup recomputed from its index range), timed 50 times.
// docs/decisions/042-fair-price.md says why an estimate is one rollup row.
//
// Variables: PRICES_OFFERS (1000000), BENCH_DURATION seconds per scenario (10), BENCH_CONNECTIONS (50),
// BENCH_SCHEMA (bench_prices: the data set's own schema, kept between runs).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cannon, percentile } from './measure.mjs';
import { startServer } from './server.mjs';

const OFFERS = Number(process.env.PRICES_OFFERS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECTORS = [
  'fren',
  'motor',
  'lastik',
  'elektrik',
  'kaporta',
  'boyama',
  'genel',
  'klima',
  'egzoz',
  'cam',
  'yag',
  'aku',
];

if (!process.env.DATABASE_URL) {
  console.log('prices: DATABASE_URL yok, PostgreSQL ölçümü atlandı.');
  process.exit(0);
}

const SCHEMA = process.env.BENCH_SCHEMA ?? 'bench_prices';
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`create schema if not exists "${SCHEMA}"`);
await admin.end();
const server = await startServer({ DATABASE_SCHEMA: SCHEMA });
const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${SCHEMA}` });
await client.connect();

/** Loads the data set once (kept between runs); the server has already applied the migrations. */
async function seed() {
  const { rows } = await client.query(`select count(*)::int as n from price_points`);
  if (rows[0].n >= OFFERS) return;
  console.log(`${OFFERS} kabul edilmiş teklif yükleniyor…`);
  await client.query('begin');
  // Every 20th offer is İstanbul's brake job on a car; the rest spread evenly. Prices 500–5,000 TL in kuruş.
  await client.query(
    `insert into price_points (key, sector, vehicle_type, city, price)
     select 'quote:bench-' || i,
       case when i % 20 = 0 then 'fren' else ($2::text[])[1 + (i / 7) % 12] end,
       case when i % 20 = 0 then 'araba' else (array['araba','motorsiklet'])[1 + (i / 3) % 2] end,
       case when i % 20 = 0 then 'istanbul' else 'il-' || (1 + i % 81) end,
       50000 + (i::bigint * 7919) % 450000
     from generate_series(1, $1) i on conflict do nothing`,
    [OFFERS, SECTORS],
  );
  await client.query('truncate price_rollups');
  await client.query(
    `insert into price_rollups (sector, vehicle_type, city, count, min, max, median)
     select sector, vehicle_type, city, count(*), min(price), max(price),
            round(percentile_cont(0.5) within group (order by price))
     from price_points group by sector, vehicle_type, city`,
  );
  await client.query('commit');
  await client.query('vacuum analyze price_points, price_rollups');
}

try {
  await seed();
  const groups = (
    await client.query(`select sector, vehicle_type, city, count from price_rollups order by count desc limit 200`)
  ).rows;
  const estimateUrl = (g) =>
    `${server.url}/api/prices/estimate?${new URLSearchParams({ sector: g.sector, vehicleType: g.vehicle_type, city: g.city })}`;
  const plan = await client.query(
    `explain (analyze, costs off) select * from price_rollups where sector = $1 and vehicle_type = $2 and city = $3`,
    [groups[0].sector, groups[0].vehicle_type, groups[0].city],
  );
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  const first = await fetch(estimateUrl(groups[0]));
  if (!first.ok) throw new Error(`${estimateUrl(groups[0])} answered ${first.status}: ${await first.text()}`);
  console.log(`en büyük grup: ${JSON.stringify((await first.json()).estimate)}`);

  const scenarios = [
    { name: `en büyük grup (${groups[0].count} teklif)`, targets: estimateUrl(groups[0]) },
    { name: `${groups.length} grup sırayla`, targets: groups.map(estimateUrl) },
  ];
  for (const scenario of scenarios) {
    await cannon(scenario.targets, { connections: CONNECTIONS, duration: 2 });
    const loaded = await cannon(scenario.targets, { connections: CONNECTIONS, duration: DURATION });
    console.log(
      `${scenario.name}: ${Math.round(loaded.requests.average)} istek/sn, p50 ${loaded.latency.p50} ms, ` +
        `p99 ${loaded.latency.p99} ms, en çok ${loaded.latency.max} ms (${CONNECTIONS} bağlantı)`,
    );
  }

  // The write side: what prices.repository.ts record() runs in an accept's transaction, on the largest group.
  const g = groups[0];
  const times = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `prices:${g.sector}:${g.vehicle_type}:${g.city}`,
    ]);
    await client.query(
      `insert into price_points (key, sector, vehicle_type, city, price) values ($1, $2, $3, $4, $5)
       on conflict (key) do update set price = excluded.price, updated_at = now()`,
      [`quote:bench-write-${i}`, g.sector, g.vehicle_type, g.city, 150000 + i],
    );
    await client.query(
      `insert into price_rollups (sector, vehicle_type, city, count, min, max, median)
       select $1, $2, $3, count(*), min(price), max(price), round(percentile_cont(0.5) within group (order by price))
       from price_points where sector = $1 and vehicle_type = $2 and city = $3
       on conflict (sector, vehicle_type, city) do update
         set count = excluded.count, min = excluded.min, max = excluded.max, median = excluded.median`,
      [g.sector, g.vehicle_type, g.city],
    );
    await client.query('rollback');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `kabulde kayıt, en büyük grup (${g.count} teklif): p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms (50 kez, geri alınarak)`,
  );
} finally {
  await server.stop();
  await client.end();
}
