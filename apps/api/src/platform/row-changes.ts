import { type SQL, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';

// A write that names its rows by a condition answers whether it found any: false when the row is another user's, or
// already gone, so the caller can tell 404 from success without reading the row first. The condition is required: an
// empty one (`and()` of nothing) would write every row of the table.

function required(where: SQL | undefined): SQL {
  if (!where) throw new Error('a write by condition needs a condition');
  return where;
}

/** Deletes the rows `where` picks; true when there were any. */
export async function deletedAny(db: Db | Tx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.delete(table).where(required(where)).returning({ found: sql`1` });
  return rows.length > 0;
}

/** Sets `values` on the rows `where` picks; true when there were any. */
export async function updatedAny<T extends PgTable>(
  db: Db | Tx,
  table: T,
  values: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<boolean> {
  const rows = await db.update(table).set(values).where(required(where)).returning({ found: sql`1` });
  return rows.length > 0;
}
