import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Descending as drizzle-kit builds a `.desc()` index column (DESC NULLS LAST). An ORDER BY must say the same for
 * PostgreSQL to read such an index in order and stop after a page; a plain `desc` (NULLS FIRST) makes it read every
 * matching entry and sort them.
 */
export const descIndexed = (column: AnyColumn): SQL => sql`${column} desc nulls last`;
