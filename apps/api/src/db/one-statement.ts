import { createHash } from 'node:crypto';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { CASING, type Db } from './client.js';
import { columnName } from './insert-columns.js';
import { rowsOf } from './rows.js';

/**
 * Inserts into several tables, each written by the module that owns its table, sent as one statement: data-modifying
 * CTEs, which PostgreSQL commits together (a single statement is its own transaction) and in one round trip instead of
 * a BEGIN, one per table and a COMMIT (decision 033). `main` is an insert into `table` ending in `returning *`; its
 * rows answer, read as drizzle reads that table's rows. Every CTE runs to completion, read or not; one that fails
 * leaves nothing written. They see the same snapshot, so none may change a row another writes.
 *
 * Each part's text must not change with its number of rows (insertColumns, jobsInsert): the statement is prepared once
 * per connection under a name of its text, and then neither written, parsed nor planned again (decision 034).
 */
export async function insertTogether<T extends PgTable>(
  db: Db,
  table: T,
  main: SQL,
  also: readonly SQL[],
): Promise<T['$inferSelect'][]> {
  const ctes = [sql`main as (${main})`, ...also.map((insert, i) => sql`${sql.raw(`w${i}`)} as (${insert})`)];
  const query = dialect.sqlToQuery(sql`with ${sql.join(ctes, sql`, `)} select * from main`);
  const result = await db._.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute();
  return rowsOf<Record<string, unknown>>(result).map((raw) => readRow(table, raw));
}

// Statements are written as the database was opened (db/client.ts).
const dialect = new PgDialect({ casing: CASING });

/**
 * A name for a statement's text, for the first texts seen; later ones go unnamed, so a caller whose text does change
 * with its rows cannot fill every connection with prepared statements.
 */
const named = new Set<string>();
const MAX_NAMED = 32;
function nameOf(text: string): string | undefined {
  const hash = createHash('sha1').update(text).digest('hex').slice(0, 20);
  if (!named.has(hash)) {
    if (named.size >= MAX_NAMED) return undefined;
    named.add(hash);
  }
  return `together_${hash}`;
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
