// `npm run bench floor`: the least any API answer costs on this machine, under the load the p99 goals name (50
// connections). Answers that do almost nothing: `/api/health` (routing and JSON, no database), `/api/ready` (one
// `select 1`), a signed-in `GET /api/notifications/preferences` (a token check and one small indexed read) and its
// `PUT` (one upserted row, committed, then read back), once by one user on every connection (each write waits for the
// one before it on that user's row lock) and once by a user of its own per connection (nothing waits on a lock, as
// with requests that insert rows). A page that needs several statements cannot be faster than these, nor a write that
// commits several rows than the last; the gap to them is what an answer's own work costs.
// PostgreSQL when DATABASE_URL is set (its own fresh schema), embedded PGlite otherwise.
//
// Variables: BENCH_DURATION seconds per scenario (10), BENCH_CONNECTIONS (50).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { cannon } from './measure.mjs';
import { accessToken, startServer } from './server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCHEMA = `bench_floor_${randomUUID().slice(0, 8)}`;

const database = process.env.DATABASE_URL ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : null;
if (database) {
  await database.connect();
  await database.query(`create schema "${SCHEMA}"`);
  // The tables' triggers name their tables unqualified: this client must see the bench's schema as the server does.
  await database.query(`set search_path to "${SCHEMA}"`);
}
const server = await startServer({
  ...(database ? { DATABASE_SCHEMA: SCHEMA } : {}),
  RATE_LIMIT_WRITES_PER_IP: '1000000',
});
try {
  const reader = 'bench-okur';
  const token = await accessToken(reader);
  // One writer per connection, `bench-okur-<i>`.
  const writers = Array.from({ length: CONNECTIONS }, (_, i) => `${reader}-${i}`);
  const writerTokens = await Promise.all(writers.map((id) => accessToken(id)));
  // The accounts, for the writes' foreign key (the server has created the tables); PostgreSQL only.
  if (database) {
    await database.query(
      `insert into users (id, email, phone, password_hash, first_name, last_name, city, user_type)
       select id, id || '@example.com', '+9055' || lpad(n::text, 8, '0'), 'x', 'Bench', 'Okur', 'bursa', 'musteri'
       from unnest($1::text[]) with ordinality as t(id, n)`,
      [[reader, ...writers]],
    );
  }
  const write = {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ preferences: [{ type: 'message.received', inApp: true, email: false, push: true }] }),
  };
  const scenarios = [
    { name: 'GET /api/health (veritabanı yok)', path: '/api/health' },
    { name: 'GET /api/ready (select 1)', path: '/api/ready' },
    {
      name: 'GET /api/notifications/preferences (oturum + 1 okuma)',
      path: '/api/notifications/preferences',
      headers: { authorization: `Bearer ${token}` },
    },
    ...(database
      ? [
          {
            name: 'PUT /api/notifications/preferences (tek kullanıcı: 1 satır yazma, commit, aynı satırda sıra)',
            path: '/api/notifications/preferences',
            ...write,
          },
          {
            name: 'PUT /api/notifications/preferences (bağlantı başına bir kullanıcı: kilit beklemesi yok)',
            path: '/api/notifications/preferences',
            ...write,
            headersOf: (i) => ({ authorization: `Bearer ${writerTokens[i]}` }),
          },
        ]
      : []),
  ];
  console.log(`${database ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} bağlantı, ${DURATION} sn`);
  for (const { name, path, ...request } of scenarios) {
    const url = `${server.url}${path}`;
    await cannon(url, { ...request, connections: CONNECTIONS, duration: 2 });
    const loaded = await cannon(url, { ...request, connections: CONNECTIONS, duration: DURATION });
    console.log(
      `${name}: ${Math.round(loaded.requests.average)} istek/sn, p50 ${loaded.latency.p50} ms, ` +
        `p99 ${loaded.latency.p99} ms`,
    );
  }
} finally {
  await server.stop();
  if (database) {
    await database.query(`drop schema "${SCHEMA}" cascade`);
    await database.end();
  }
}
