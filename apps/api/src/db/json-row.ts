import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Columns of a row as one JSON object keyed by their TypeScript names, so a statement can read another table's row
 * as one of its own columns (a page and the people it names in one round trip), and `read` gives the row back as the
 * driver would have: timestamps travel as epoch milliseconds, cut to the millisecond as the driver cuts them, and
 * become Dates again. A missing row reads as undefined.
 */
export function jsonRow<Row>(columns: { [K in keyof Row]: AnyColumn }) {
  const entries = Object.entries(columns) as [string, AnyColumn][];
  const dates = entries.filter(([, column]) => column.dataType === 'date').map(([key]) => key);
  const object = sql.join(
    entries.map(([key, column]) => {
      const value = column.dataType === 'date' ? sql`floor(extract(epoch from ${column}) * 1000)` : sql`${column}`;
      return sql`${sql.raw(`'${key}'`)}, ${value}`;
    }),
    sql`, `,
  );
  return {
    /** The object of the row the statement reads (its FROM), as one column. */
    here: sql<unknown>`json_build_object(${object})`,
    /** The object of the row `where` picks out of `table` (at most one), as a scalar subquery. */
    of: (table: SQL | AnyColumn['table'], where: SQL): SQL<unknown> =>
      sql`(select json_build_object(${object}) from ${table} where ${where})`,
    read(value: unknown): Row | undefined {
      if (!value) return undefined;
      // The driver parsed this object for this read alone: its dates are turned back in place.
      const row = value as Record<string, unknown>;
      for (const key of dates) if (row[key] !== null) row[key] = new Date(Number(row[key]));
      return row as Row;
    },
  };
}
