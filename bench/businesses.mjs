// The large business data set the listing and find benchmarks read, seeded by `npm run seed -- --businesses N` and
// kept between runs (PGlite in a folder under the OS temp dir, PostgreSQL in the DATABASE_URL database), because
// seeding 100,000 businesses takes minutes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';

export const BUSINESSES = Number(process.env.LISTING_BUSINESSES ?? 100_000);
export const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), `otousta-bench-listing-${BUSINESSES}`);

function seed(env) {
  console.log(`${BUSINESSES} işletme yükleniyor (birkaç dakika sürer)…`);
  const result = spawnSync(process.execPath, ['apps/api/dist/seed.js', '--businesses', String(BUSINESSES)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

/** Seeds the PGlite folder unless an earlier run left its marker there. */
export function seedPgliteOnce() {
  const marker = join(PGLITE_DIR, `.seeded-${BUSINESSES}`);
  if (existsSync(marker)) return;
  mkdirSync(PGLITE_DIR, { recursive: true });
  seed({ DATA_DIR: PGLITE_DIR, DATABASE_URL: '' });
  writeFileSync(marker, new Date().toISOString());
}

/** Seeds the PostgreSQL database unless it holds the businesses already, then updates the planner's statistics. */
export async function seedPostgresOnce(pool, databaseUrl) {
  const businesses = async () => {
    try {
      const { rows } = await pool.query("select count(*)::int as n from users where user_type = 'isletme'");
      return rows[0].n;
    } catch {
      return 0; // no tables yet
    }
  };
  if ((await businesses()) < BUSINESSES) seed({ DATABASE_URL: databaseUrl });
  await pool.query('analyze');
}

/** A raw-SQL time in the tables: two decimals below 10 ms, one above. */
export const ms = (n) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
