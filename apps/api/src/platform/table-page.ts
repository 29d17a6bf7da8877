import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

type DatedTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/** Where a page starts and how many rows it holds. */
export interface PageAt {
  offset: number;
  limit: number;
}

/** One page of a table's rows that match, in the given order, with the number of all the rows that match. */
export async function pageOf<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: readonly (SQL | PgColumn)[],
  { offset, limit }: PageAt,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(totals?.total ?? 0) };
}

/**
 * One page of a table's rows in the order they were created, newest first unless `oldestFirst` (the id breaks ties,
 * so pages never overlap), with the number of all the rows that match.
 */
export function pageByCreation<T extends DatedTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  { offset, limit, oldestFirst = false }: PageAt & { oldestFirst?: boolean },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const order = oldestFirst ? asc : desc;
  return pageOf(db, table, where, [order(table.createdAt), order(table.id)], { offset, limit });
}
