import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($name)`: a condition on a list of values whose text does not change with the list's length, so one
 * prepared statement serves every call (`inArray` writes a parameter per value, a new statement each time).
 */
export const inList = (column: AnyColumn, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;
