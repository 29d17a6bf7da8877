// `npm run bench quotes`: a business's panel of incoming quote requests (GET /api/quotes) under load with
// autocannon, on PostgreSQL (DATABASE_URL, required: the data set is loaded with plain SQL into the database it
// names). 100,000 businesses and 50,000 open requests by default, each sent to 3 businesses, a third of them
// answered with an offer (the offers' triggers mark their recipient rows); one busy business has 600 requests of its
// own. Scenarios: the busy business's first page, its 'Yeni' filter, an ordinary business's first page, a request
// broadcast to 5 businesses, and how long the job queue takes to notify and mail for 500 such requests. The page
// statement's plan is printed so an index scan can be checked (docs/decisions/025-quote-requests.md).
//
// Variables: QUOTES_BUSINESSES (100000), QUOTES_OPEN (50000), BENCH_DURATION seconds per scenario (10),
// BENCH_CONNECTIONS (50), BENCH_SCHEMA (bench_quotes: the data set's own schema, kept between runs),
// QUOTES_DRAIN_REQUESTS (500: broadcasts whose notifications and mails are timed until the queue is empty).
import pg from 'pg';
import { cannon } from './measure.mjs';
import { accessToken, startServer } from './server.mjs';

const BUSINESSES = Number(process.env.QUOTES_BUSINESSES ?? 100_000);
const OPEN = Number(process.env.QUOTES_OPEN ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DRAIN_REQUESTS = Number(process.env.QUOTES_DRAIN_REQUESTS ?? 500);
const BUSY = 'bench-isletme-busy';
/** A business with the typical three requests of the data set. */
const ORDINARY = 'bench-isletme-86353';

if (!process.env.DATABASE_URL) {
  console.log('quotes: DATABASE_URL yok, PostgreSQL ölçümü atlandı.');
  process.exit(0);
}

/** Loads the data set once (kept between runs); the server has already applied the migrations. */
async function seed(client) {
  const { rows } = await client.query(`select count(*)::int as n from quotes`);
  if (rows[0].n >= OPEN) return;
  console.log(`${BUSINESSES} işletme ve ${OPEN} açık teklif isteği yükleniyor…`);
  await client.query('begin');
  await client.query(
    `insert into users (id, email, phone, password_hash, first_name, last_name, city, birth_date, user_type,
       business_name, vehicle_type, business_sector, business_brand)
     select 'bench-isletme-' || i, 'isletme' || i || '@bench.local', '+90530' || lpad(i::text, 7, '0'), 'x',
       'Usta', 'No' || i, 'istanbul', '1980-01-01', 'isletme', 'Servis ' || i, '{araba}', '{fren}', '{fiat}'
     from generate_series(1, $1) i on conflict do nothing`,
    [BUSINESSES],
  );
  await client.query(
    `insert into users (id, email, phone, password_hash, first_name, last_name, city, birth_date, user_type)
     values ($1, 'busy@bench.local', '+905399999999', 'x', 'Yoğun', 'Servis', 'istanbul', '1980-01-01', 'isletme'),
            ('bench-musteri', 'musteri@bench.local', '+905399999998', 'x', 'Ayşe', 'Müşteri', 'istanbul', '1990-01-01', 'musteri')
     on conflict do nothing`,
    [BUSY],
  );
  await client.query(
    `insert into quotes (id, customer_id, vehicle_type, brand, model, year, sector, city, district, description,
       urgency, created_at, expires_at)
     select 'bench-quote-' || i, 'bench-musteri', 'araba', 'fiat', 'Egea', 2019,
       (array['fren','motor','lastik'])[1 + i % 3], 'istanbul', 'Kadıköy',
       'Fren pedalı yumuşadı, kontrol ve bakım istiyorum.', (array['acil','bu-hafta','esnek'])[1 + i % 3],
       now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval + interval '7 days'
     from generate_series(1, $1) i`,
    [OPEN],
  );
  // Three businesses per request, spread over all of them; the busy one gets every ${OPEN / 600}th request too.
  await client.query(
    `insert into quote_recipients (quote_id, business_id, created_at, sector, urgency, open_until)
     select q.id, 'bench-isletme-' || (1 + (n * 7919 + k * 104729) % $1), q.created_at, q.sector, q.urgency, q.expires_at
     from (select id, created_at, sector, urgency, expires_at, row_number() over () as n
           from quotes where id like 'bench-quote-%') q,
          generate_series(0, 2) k
     on conflict do nothing`,
    [BUSINESSES],
  );
  await client.query(
    `insert into quote_recipients (quote_id, business_id, created_at, sector, urgency, open_until)
     select id, $1, created_at, sector, urgency, expires_at from quotes where id like 'bench-quote-%' and (substring(id from 13))::int % $2 = 0
     on conflict do nothing`,
    [BUSY, Math.max(1, Math.floor(OPEN / 600))],
  );
  await client.query(
    `insert into quote_offers (id, quote_id, business_id, price_min_kurus, price_max_kurus, duration, earliest_date)
     select 'bench-offer-' || r.quote_id || '-' || r.business_id, r.quote_id, r.business_id, 150000, 180000, '2 saat',
       current_date
     from quote_recipients r where abs(hashtext(r.quote_id || r.business_id)) % 3 = 0
     on conflict do nothing`,
  );
  await client.query('commit');
  await client.query('analyze');
}

const token = (id, userType = 'isletme') => accessToken(id, userType);

// Its own schema of the database, kept between runs, so the listing benchmark's businesses never collide with these.
const SCHEMA = process.env.BENCH_SCHEMA ?? 'bench_quotes';
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`create schema if not exists "${SCHEMA}"`);
await admin.end();
// Quote requests are limited per customer and hour; the broadcast scenario sends thousands from one customer.
const server = await startServer({
  DATABASE_SCHEMA: SCHEMA,
  RATE_LIMIT_QUOTES_PER_HOUR: '1000000',
  RATE_LIMIT_WRITES_PER_IP: '1000000',
});
const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${SCHEMA}` });
await client.connect();
/**
 * Drops the requests a run sent, with the jobs, notifications and response samples they made, and vacuums what the
 * deletes left behind: without it each run's dead rows slowed the next one's writes (autovacuum may be off).
 */
async function clearRun() {
  await client.query(`delete from quotes where id not like 'bench-quote-%'`);
  // The server's queue, still working off what an interrupted run left, can deadlock with the truncate: tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(
        'truncate jobs, notifications, notification_deliveries, notification_events, response_samples',
      );
      break;
    } catch (error) {
      if (error.code !== '40P01' || attempt === 5) throw error;
    }
  }
  await client.query('vacuum analyze quotes, quote_recipients');
}
try {
  await seed(client);
  // The shape of quotes.repository.ts businessPageQuery: the page's ids off the recipient index in order, then each
  // request by its key with the business's own offer beside it. Planned as the server's prepared statement is after
  // its first executions, once for any business (plan_cache_mode), which is where a busy business can fare worse.
  await client.query(
    `prepare panel_plan(text, int) as
     select q.*, (select row_to_json(o) from quote_offers o where o.quote_id = q.id and o.business_id = $1)
     from (select quote_id, created_at from quote_recipients where business_id = $1
           order by created_at desc nulls last, quote_id desc nulls last limit $2) page
     join quotes q on q.id = page.quote_id
     order by page.created_at desc nulls last, page.quote_id desc nulls last`,
  );
  await client.query('set plan_cache_mode = force_generic_plan');
  const plan = await client.query(`explain (analyze, buffers off, costs off) execute panel_plan('${BUSY}', 10)`);
  await client.query('reset plan_cache_mode');
  await client.query('deallocate panel_plan');
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  const scenarios = [
    { name: 'yoğun işletme, 1. sayfa', id: BUSY, query: 'page=1&limit=10' },
    { name: "yoğun işletme, 'Yeni' süzgeci", id: BUSY, query: 'state=new&page=1&limit=10' },
    { name: 'sıradan işletme, 1. sayfa', id: ORDINARY, query: 'page=1&limit=10' },
  ];
  for (const scenario of scenarios) {
    const headers = { authorization: `Bearer ${await token(scenario.id)}` };
    const url = `${server.url}/api/quotes?${scenario.query}`;
    const first = await fetch(url, { headers });
    if (!first.ok) throw new Error(`${url} answered ${first.status}: ${await first.text()}`);
    const { pagination } = await first.json();
    await cannon(url, { headers, connections: CONNECTIONS, duration: 2 });
    const loaded = await cannon(url, { headers, connections: CONNECTIONS, duration: DURATION });
    console.log(
      `${scenario.name}: ${pagination.total} istek, ${Math.round(loaded.requests.average)} istek/sn, ` +
        `p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms (${CONNECTIONS} bağlantı)`,
    );
  }

  // A customer's request sent to the 5 best-matching businesses of İstanbul (of 100,000 with the same trade and
  // brand): the match is the listing's 'recommended' page, then the request, its recipients and the events to
  // notify them are written in one statement (with the other requests of its batch, decision 033).
  const customer = {
    authorization: `Bearer ${await token('bench-musteri', 'musteri')}`,
    'content-type': 'application/json',
  };
  const request = JSON.stringify({
    vehicleType: 'araba',
    brand: 'fiat',
    model: 'Egea',
    year: 2019,
    sector: 'fren',
    city: 'istanbul',
    district: 'Kadıköy',
    description: 'Fren pedalı yumuşadı, balata ve disk kontrolü istiyorum.',
    urgency: 'bu-hafta',
  });
  const url = `${server.url}/api/quotes`;
  // What the broadcasts cause after their answers: each notifies five businesses (the bell and a mail each) through
  // the job queue. A fixed number of requests from 10 connections, then the wait until the queue has done that work
  // (the businesses' response-time refreshes wait a day and are left out). The queue is idle here: it starts empty.
  await clearRun();
  const sentAt = Date.now();
  await cannon(url, { method: 'POST', headers: customer, body: request, connections: 10, amount: DRAIN_REQUESTS });
  const answeredIn = Date.now() - sentAt;
  for (;;) {
    const waiting = await client.query(
      `select count(*)::int as n from jobs where status in ('pending', 'running') and name <> 'responsiveness.refresh'`,
    );
    if (waiting.rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const drainedIn = Date.now() - sentAt;
  const mails = await client.query(`select count(*)::int as n from jobs where name = 'mail.send' and status = 'done'`);
  console.log(
    `${DRAIN_REQUESTS} teklif isteği (10 bağlantı): yanıtlar ${answeredIn} ms, bildirimleri ve ${mails.rows[0].n} ` +
      `postası ${drainedIn} ms'de gönderildi (${Math.round((DRAIN_REQUESTS * 1000) / drainedIn)} istek/sn)`,
  );

  const sent = await fetch(url, { method: 'POST', headers: customer, body: request });
  if (sent.status !== 201) throw new Error(`${url} answered ${sent.status}: ${await sent.text()}`);
  const { quote } = await sent.json();
  await cannon(url, { method: 'POST', headers: customer, body: request, connections: CONNECTIONS, duration: 2 });
  const loaded = await cannon(url, {
    method: 'POST',
    headers: customer,
    body: request,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  console.log(
    `5 işletmeye teklif isteği (${quote.businesses.length} alıcı): ${Math.round(loaded.requests.average)} istek/sn, ` +
      `p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms (${CONNECTIONS} bağlantı)`,
  );
} finally {
  // The requests this run sent go, with what they made, so the next run measures the same data set (a growing queue
  // table slowed each run's broadcast).
  await server.stop();
  await clearRun().catch(() => undefined);
  await client.end();
}
