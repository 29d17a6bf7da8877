import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pageByCreation } from '../../platform/table-page.js';
import {
  type ReturnEventRow,
  type ReturnItemRow,
  type ReturnRequestRow,
  returnEvents,
  returnItems,
  returnRequests,
} from './returns.table.js';

type Status = ReturnRequestRow['status'];

export function createReturnsRepository(db: Db) {
  async function page(where: SQL | undefined, offset: number, limit: number) {
    return pageByCreation(db, returnRequests, where, { offset, limit });
  }

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findById(id: string): Promise<ReturnRequestRow | undefined> {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
      return row;
    },

    ofOrder: (orderId: string) =>
      db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.orderId, orderId))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id)),

    ofSeller: (sellerId: string, status: Status | undefined, offset: number, limit: number) =>
      page(
        and(eq(returnRequests.sellerId, sellerId), status ? eq(returnRequests.status, status) : undefined),
        offset,
        limit,
      ),

    all: (status: Status | undefined, offset: number, limit: number) =>
      page(status ? eq(returnRequests.status, status) : undefined, offset, limit),

    /**
     * Units of these order lines that returns already hold: every request but one whose rejection an admin upheld
     * ('closed'). A rejected request keeps its units while it may still be escalated.
     */
    async heldQuantities(tx: Tx, orderItemIds: string[]): Promise<Map<string, number>> {
      if (!orderItemIds.length) return new Map();
      const rows = await tx
        .select({
          orderItemId: returnItems.orderItemId,
          quantity: sql<number>`sum(${returnItems.quantity})`.mapWith(Number),
        })
        .from(returnItems)
        .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
        .where(and(inArray(returnItems.orderItemId, orderItemIds), ne(returnRequests.status, 'closed')))
        .groupBy(returnItems.orderItemId);
      return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
    },

    async insert(
      tx: Tx,
      request: typeof returnRequests.$inferInsert,
      items: ReturnItemRow[],
    ): Promise<ReturnRequestRow> {
      const [row] = await tx.insert(returnRequests).values(request).returning();
      await tx.insert(returnItems).values(items);
      return row!;
    },

    /**
     * Moves a return from one state to the next in one conditional UPDATE; undefined when it is not in `from` (or
     * not the party's). Two concurrent calls cannot both pass: the second finds the state already changed.
     */
    async transition(
      tx: Tx,
      id: string,
      from: Status,
      to: Status,
      party: { sellerId: string } | { buyerId: string } | null,
      extra: Partial<ReturnRequestRow> = {},
    ): Promise<ReturnRequestRow | undefined> {
      const owner = !party
        ? undefined
        : 'sellerId' in party
          ? eq(returnRequests.sellerId, party.sellerId)
          : eq(returnRequests.buyerId, party.buyerId);
      const [row] = await tx
        .update(returnRequests)
        .set({ ...extra, status: to, updatedAt: new Date() })
        .where(and(eq(returnRequests.id, id), eq(returnRequests.status, from), owner))
        .returning();
      return row;
    },

    async addEvent(tx: Tx, event: typeof returnEvents.$inferInsert): Promise<void> {
      await tx.insert(returnEvents).values(event);
    },

    async itemsOf(returnIds: string[], tx: Db | Tx = db): Promise<ReturnItemRow[]> {
      if (!returnIds.length) return [];
      return tx.select().from(returnItems).where(inArray(returnItems.returnId, returnIds));
    },

    async eventsOf(returnIds: string[]): Promise<ReturnEventRow[]> {
      if (!returnIds.length) return [];
      return db
        .select()
        .from(returnEvents)
        .where(inArray(returnEvents.returnId, returnIds))
        .orderBy(returnEvents.createdAt, returnEvents.id);
    },
  };
}
