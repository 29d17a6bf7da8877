import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/**
 * Holds the lock named `name` until the transaction ends; another transaction asking for the same name waits for it.
 * A limit checked by counting rows ("at most 20 vehicles") holds under concurrency only when its writers queue: take
 * the lock, then count in a later statement, which under READ COMMITTED sees every row the previous holder committed
 * (docs/decisions/038-counted-limits-under-concurrency.md). A name, not a row: it locks nothing else of the owner.
 */
export async function lockFor(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
