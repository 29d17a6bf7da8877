// `npm run bench floor`: the least any API answer costs on this machine, under the load the p99 goals name (50
// connections). Three answers that do almost nothing: `/api/health` (routing and JSON, no database), `/api/ready`
// (one `select 1`) and a signed-in `GET /api/notifications/preferences` (a token check and one small indexed read).
// A page that needs several statements cannot be faster than these; the gap to them is what a page's own work costs.
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
}
const server = await startServer(database ? { DATABASE_SCHEMA: SCHEMA } : {});
try {
  const token = await accessToken('bench-okur');
  const scenarios = [
    { name: 'GET /api/health (veritabanı yok)', path: '/api/health' },
    { name: 'GET /api/ready (select 1)', path: '/api/ready' },
    {
      name: 'GET /api/notifications/preferences (oturum + 1 okuma)',
      path: '/api/notifications/preferences',
      headers: { authorization: `Bearer ${token}` },
    },
  ];
  console.log(`${database ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} bağlantı, ${DURATION} sn`);
  for (const { name, path, headers } of scenarios) {
    const url = `${server.url}${path}`;
    await cannon(url, { headers, connections: CONNECTIONS, duration: 2 });
    const loaded = await cannon(url, { headers, connections: CONNECTIONS, duration: DURATION });
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
