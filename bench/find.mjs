// `npm run bench find`: finding businesses under load — the nearest to a position (`near=`), a name typed with a typo
// (`q=`), the rating order and a district — on the 100,000-business data set of `npm run seed -- --businesses 100000`,
// on PostgreSQL (DATABASE_URL; PGlite when BENCH_ONLY=pglite). The page cache is off (PAGE_CACHE_MS=0), which is what
// near= pages always are: every request builds its page. Each scenario is also timed as raw SQL at one connection (the
// statements the repository sends, straight to the database), with its plan, so the API's overhead can be read off.
//
// Variables: LISTING_BUSINESSES (100000), BENCH_DURATION seconds per scenario (10), BENCH_CONNECTIONS (50),
// BENCH_PGLITE_DIR (the listing benchmark's folder), BENCH_ONLY=pglite|postgres.
import { join } from 'node:path';
import { BUSINESSES, ms, PGLITE_DIR, seedPgliteOnce, seedPostgresOnce } from './businesses.mjs';
import { loadListScenarios, timeRuns } from './measure.mjs';
import { startServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY;
const RAW_RUNS = 200;

// Positions across the country (Kadıköy, Bornova, Çankaya, a road near Sivas), so no single index page stays hot.
const positions = ['40.9903,29.0275', '38.4622,27.2164', '39.9208,32.8541', '39.75,37.02'];

const scenarios = [
  { name: 'near=, nearest first', query: { near: positions, page: 1, limit: 12 } },
  { name: 'near= + sector=cekici', query: { near: positions, sector: 'cekici', page: 1, limit: 12 } },
  {
    name: 'q= with a typo',
    query: { q: ['otoelktrik', 'lastikci', 'kaporta boya', 'aku dunyasi'], page: 1, limit: 12 },
  },
  { name: 'city=istanbul, sort=rating', query: { city: 'istanbul', sort: 'rating', page: 1, limit: 12 } },
  { name: 'city=izmir&district=Bornova', query: { city: 'izmir', district: 'Bornova', page: 1, limit: 12 } },
];

/** The scenario's URLs: one per position or name, requested in turn. */
function urls(base, query) {
  const lists = Object.entries(query).filter(([, v]) => Array.isArray(v));
  const n = Math.max(1, ...lists.map(([, v]) => v.length));
  return Array.from({ length: n }, (_, i) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) params.set(k, String(Array.isArray(v) ? v[i % v.length] : v));
    return `${base}/api/users/service-providers?${params}`;
  });
}

const measure = (label, base) =>
  loadListScenarios(label, scenarios, (scenario) => urls(base, scenario.query), {
    connections: CONNECTIONS,
    duration: DURATION,
  });

/** The page statements of users.repository.ts as plain SQL. */
function pageSql(query, i) {
  const pick = (v) => (Array.isArray(v) ? v[i % v.length] : v);
  const where = [
    "u.user_type = 'isletme'",
    'u.is_active = true',
    "not exists (select 1 from hidden_content h where h.target_type = 'business' and h.target_id = u.id)",
  ];
  const params = [];
  const add = (v) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (query.city) where.push(`u.city = ${add(query.city)}`);
  if (query.sector) where.push(`u.business_sector @> ${add([query.sector])}`);
  let order = 'u.is_verified desc, u.recommended_score desc, u.review_count desc, u.id';
  const select = 'u.*';
  const point = (lat, lng) => `earth_at(${add(lat)}::float8, ${add(lng)}::float8)`;
  const near = query.near ? pick(query.near).split(',').map(Number) : query.district ? [38.4622, 27.2164] : undefined;
  if (near) {
    where.push('u.business_latitude is not null and u.business_longitude is not null');
    order = `earth_at(u.business_latitude, u.business_longitude) <-> ${point(...near)}`;
  }
  let walk = false;
  if (query.q) {
    // Each typed word's dictionary matches, then the businesses carrying one of each (users.repository.ts
    // nameMatches and listingCondition); the API keeps the matches per listing version, so this is its upper bound.
    // The scenario's names are typed folded already. Each is common enough that the API walks the order's index and
    // checks the digests of each business's words on the way, the words only where they match (walksNames), reading
    // whole only the page's rows.
    const matches = pick(query.q)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 5)
      .map((word) => {
        const w = add(word);
        return `array(select t.term from business_name_terms t
          where t.term % ${w} or (length(${w}) >= 3 and t.term like ${w} || '%')
          order by similarity(t.term, ${w}) desc, t.term limit 100)`;
      });
    const digests = matches.map((m) => `u.name_hashes && (select digests_of(${m}))`);
    const words = matches.map((m) => `u.name_terms && ${m}`);
    where.push(`case when ${digests.join(' and ')} then ${words.join(' and ')} else false end`);
    walk = !near && !query.sector;
  }
  if (query.sort === 'rating') {
    order = 'u.weighted_rating desc, u.review_count desc, u.id';
  }
  const page = `from users u where ${where.join(' and ')} order by ${order} limit 12`;
  if (!walk) return { text: `select ${select} ${page}`, params };
  return { text: `select ${select} from (select u.id ${page}) page join users u using (id) order by ${order}`, params };
}

function timeRaw(run, query) {
  const statements = [0, 1, 2, 3].map((i) => pageSql(query, i));
  return timeRuns((i) => run(statements[i % 4]), RAW_RUNS);
}

async function plans(run) {
  for (const scenario of scenarios) {
    const { text, params } = pageSql(scenario.query, 0);
    const result = await run({ text: `explain (analyze, costs off, timing off, summary on) ${text}`, params });
    console.log(`\n${scenario.name}:\n${result.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
  }
}

async function onPostgres(databaseUrl) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    options: '-c pg_trgm.similarity_threshold=0.35',
  });
  try {
    await seedPostgresOnce(pool, databaseUrl);
    const server = await startServer({ DATABASE_URL: databaseUrl, PAGE_CACHE_MS: '0' });
    let rows;
    try {
      rows = await measure('PostgreSQL, sayfa önbelleği kapalı', server.url);
    } finally {
      await server.stop();
    }
    const run = (s) => pool.query(s.text, s.params);
    for (const [i, scenario] of scenarios.entries()) rows[i].raw = await timeRaw(run, scenario.query);
    await plans(run);
    return rows;
  } finally {
    await pool.end();
  }
}

async function onPglite() {
  seedPgliteOnce();
  const server = await startServer({ DATA_DIR: PGLITE_DIR, DATABASE_URL: '', PAGE_CACHE_MS: '0' });
  let rows;
  try {
    rows = await measure('PGlite, sayfa önbelleği kapalı', server.url);
  } finally {
    await server.stop();
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(join(PGLITE_DIR, 'pg'), { extensions: { cube, earthdistance, pg_trgm } });
  try {
    await db.exec('set pg_trgm.similarity_threshold = 0.35');
    const run = (s) => db.query(s.text, s.params);
    for (const [i, scenario] of scenarios.entries()) rows[i].raw = await timeRaw(run, scenario.query);
  } finally {
    await db.close();
  }
  return rows;
}

function table(label, rows) {
  console.log(`\n### ${label}\n`);
  console.log(
    '| scenario | matches | req/s (50 conn.) | p50 ms | p99 ms | p50 ms, 1 conn. | raw SQL p50 ms | raw SQL p99 ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.scenario} | ${r.count.toLocaleString('en')} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.singleP50} | ${ms(r.raw.p50)} | ${ms(r.raw.p99)} |`,
    );
  }
}

if (ONLY !== 'pglite') {
  const url = process.env.DATABASE_URL;
  if (url) table(`PostgreSQL, ${BUSINESSES.toLocaleString('en')} businesses`, await onPostgres(url));
  else console.log('DATABASE_URL yok: PostgreSQL ölçümü atlandı.');
}
if (ONLY === 'pglite') table(`PGlite, ${BUSINESSES.toLocaleString('en')} businesses`, await onPglite());
