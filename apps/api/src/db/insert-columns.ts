import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A column's name in the database, which is opened with snake_case casing: a column named by its key is that key in
 * snake case.
 */
export const columnName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/**
 * Many rows as `insert into t (a, b) select * from unnest($1::text[], $2::…[])`: one parameter per column whatever the
 * number of rows. drizzle's multi-row insert writes and maps a parameter per value, which cost a batch of quote
 * requests' recipients more in the API than the insert cost the database (decision 032). For columns of one value
 * each (unnest flattens an array of arrays); columns left out take their defaults.
 */
export function insertColumns<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  rows: readonly T['$inferInsert'][],
): SQL {
  const columns = getTableColumns(table);
  const names = sql.join(
    keys.map((key) => sql.identifier(columnName(columns[key]!))),
    sql`, `,
  );
  const arrays = sql.join(
    keys.map((key) => {
      const values = rows.map((row) => row[key] ?? null);
      return sql`${sql.param(values)}::${sql.raw(columns[key]!.getSQLType())}[]`;
    }),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select * from unnest(${arrays})`;
}
