import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { columnName } from './insert-columns.js';
import { rowsOf } from './rows.js';

/**
 * Inserts into several tables, each written by the module that owns its table, sent as one statement: data-modifying
 * CTEs, which PostgreSQL commits together (a single statement is its own transaction) and in one round trip instead of
 * a BEGIN, one per table and a COMMIT (decision 033). `main` is an insert into `table` ending in `returning *`; its
 * rows answer, read as drizzle reads that table's rows. Every CTE runs to completion, read or not; one that fails
 * leaves nothing written. They see the same snapshot, so none may change a row another writes.
 */
export async function insertTogether<T extends PgTable>(
  db: Db,
  table: T,
  main: SQL,
  also: readonly SQL[],
): Promise<T['$inferSelect'][]> {
  const ctes = [sql`main as (${main})`, ...also.map((insert, i) => sql`${sql.raw(`w${i}`)} as (${insert})`)];
  const result = await db.execute(sql`with ${sql.join(ctes, sql`, `)} select * from main`);
  return rowsOf<Record<string, unknown>>(result).map((raw) => readRow(table, raw));
}

/** A row as the driver answered it (columns by their database names) as drizzle gives it (by key, mapped). */
function readRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[columnName(column)];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
