// `npm run bench floor`: the least any API answer costs on this machine, under the load the p99 goals name (50
// connections). Four answers that do almost nothing: `/api/health` (routing and JSON, no database), `/api/ready`
// (one `select 1`), a signed-in `GET /api/notifications/preferences` (a token check and one small indexed read) and
// its `PUT` (one upserted row, committed, then read back). A page that needs several statements cannot be faster than
// these, nor a write that commits several rows than the last; the gap to them is what an answer's own work costs.
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
  // The reader's account, for the write's foreign key (the server has created the tables); PostgreSQL only.
  if (database) {
    await database.query(
      `insert into users (id, email, phone, password_hash, first_name, last_name, city, user_type)
       values ($1, 'bench-okur@example.com', '+905550000009', 'x', 'Bench', 'Okur', 'bursa', 'musteri')`,
      [reader],
    );
  }
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
            name: 'PUT /api/notifications/preferences (oturum + 1 satır yazma, commit)',
            path: '/api/notifications/preferences',
            method: 'PUT',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              preferences: [{ type: 'message.received', inApp: true, email: false, push: true }],
            }),
          },
        ]
      : []),
  ];
  console.log(`${database ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} bağlantı, ${DURATION} sn`);
  for (const { name, path, headers, method, body } of scenarios) {
    const url = `${server.url}${path}`;
    await cannon(url, { headers, method, body, connections: CONNECTIONS, duration: 2 });
    const loaded = await cannon(url, { headers, method, body, connections: CONNECTIONS, duration: DURATION });
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
