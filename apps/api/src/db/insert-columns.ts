import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A column's name in the database, which is opened with snake_case casing: a column named by its key is that key in
 * snake case.
 */
export const columnName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/**
 * Many rows as `insert into t (a, b) select … from unnest($1::text[], $2::…[])`: one parameter per column whatever the
 * number of rows, so the statement's text is the same for any number of rows. drizzle's multi-row insert writes and
 * maps a parameter per value, which cost a batch of quote requests' recipients more in the API than the insert cost
 * the database (decision 032). An array column's values go as one JSON array each (unnest would flatten an array of
 * arrays, and rows' arrays of different lengths make no array at all). Columns left out take their defaults.
 */
export function insertColumns<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  rows: readonly T['$inferInsert'][],
): SQL {
  const all = getTableColumns(table);
  const columns = keys.map((key) => all[key]!);
  const types = columns.map((column) => column.getSQLType());
  const names = sql.join(
    columns.map((column) => sql.identifier(columnName(column))),
    sql`, `,
  );
  const aliases = sql.raw(keys.map((_, i) => `c${i}`).join(', '));
  const arrays = sql.join(
    keys.map((key, i) => {
      const values = rows.map((row) => row[key] ?? null);
      const type = types[i]!;
      if (!isArray(type)) return sql`${sql.param(values)}::${sql.raw(type)}[]`;
      return sql`${sql.param(values.map((value) => (value === null ? null : JSON.stringify(value))))}::jsonb[]`;
    }),
    sql`, `,
  );
  const selected = sql.join(
    types.map((type, i) => {
      const alias = sql.raw(`c${i}`);
      if (!isArray(type)) return alias;
      // In the JSON array's order: a set-returning function's rows have no order of their own.
      const elements = sql`select e from jsonb_array_elements_text(${alias}) with ordinality as t(e, i) order by i`;
      return sql`case when ${alias} is null then null else array(${elements})::${sql.raw(type)} end`;
    }),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${selected} from unnest(${arrays}) as u(${aliases})`;
}

const isArray = (sqlType: string) => sqlType.endsWith('[]');
