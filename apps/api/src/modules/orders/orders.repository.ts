import { BUYER_DOCUMENT_LINES } from '@otousta/shared/legal/distance-sales';
import { type AnyColumn, and, asc, eq, gte, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pageOf } from '../../platform/table-page.js';
import {
  type CartItemRow,
  cartItems,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
  orderItems,
  orders,
} from './orders.table.js';

const personalLines = `^(${BUYER_DOCUMENT_LINES.personal.join('|')}): .*$`;
const nameLine = `^${BUYER_DOCUMENT_LINES.name}: .*$`;

/** A stored document with the buyer's personal lines blanked and their name replaced ('n': ^ and $ match per line). */
const blankBuyer = (column: AnyColumn, name: string) =>
  sql`regexp_replace(regexp_replace(${column}, ${personalLines}::text, '\\1: -', 'gn'), ${nameLine}::text, ${`${BUYER_DOCUMENT_LINES.name}: ${name}`}::text, 'gn')`;

export function createOrdersRepository(db: Db) {
  const newestFirst = [sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`];
  const page = (where: SQL, offset: number, limit: number) => pageOf(db, orders, where, newestFirst, { offset, limit });

  return {
    /** Every order the user placed, with its items, for their data export. */
    async exportOf(userId: string) {
      const rows = await db.select().from(orders).where(eq(orders.buyerId, userId)).orderBy(asc(orders.createdAt));
      const items = rows.length
        ? await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                rows.map((row) => row.id),
              ),
            )
        : [];
      return rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.id) }));
    },
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** The order, locked until the transaction ends: return requests of one order queue here. */
    async lockById(tx: Tx, id: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /** The items of these orders, in the order they were taken. */
    async itemsOf(orderIds: string[], tx: Db | Tx = db): Promise<OrderItemRow[]> {
      if (!orderIds.length) return [];
      return tx.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    },

    /**
     * The buyer's cart lines in product-id order, locked: a double-submitted checkout waits here for the first one,
     * then finds the cart already emptied. The order is what keeps two checkouts from locking the same products in
     * opposite orders (no deadlock).
     */
    lockCart: (tx: Tx, buyerId: string): Promise<CartItemRow[]> =>
      tx.select().from(cartItems).where(eq(cartItems.userId, buyerId)).orderBy(asc(cartItems.productId)).for('update'),

    /** The buyer's cart lines in product-id order (the order checkout takes them in), unlocked: for the preview. */
    cartOf: (buyerId: string): Promise<CartItemRow[]> =>
      db.select().from(cartItems).where(eq(cartItems.userId, buyerId)).orderBy(asc(cartItems.productId)),

    async insertOrder(tx: Tx, order: NewOrderRow, items: NewOrderItemRow[]): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(order).returning();
      await tx.insert(orderItems).values(items);
      return row!;
    },

    async clearCart(tx: Tx, buyerId: string): Promise<void> {
      await tx.delete(cartItems).where(eq(cartItems.userId, buyerId));
    },

    /** Cancels the buyer's pending orders; returns their ids. */
    async cancelPendingOf(tx: Tx, buyerId: string, now: Date): Promise<string[]> {
      const rows = await tx
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      return rows.map((row) => row.id);
    },

    /**
     * Strips a leaving buyer's name, phone, street address and note from their orders; the seller's books keep what
     * was sold, when, for how much and to which city and district.
     */
    async anonymiseBuyer(tx: Tx, buyerId: string, name: string, now: Date): Promise<void> {
      await tx
        .update(orders)
        .set({
          deliveryAddress: sql`jsonb_build_object('fullName', ${name}::text, 'phone', '', 'address', '', 'city', ${orders.deliveryAddress}->>'city', 'district', ${orders.deliveryAddress}->>'district')`,
          note: null,
          // The accepted documents keep the deal and the seller; the buyer's name, phone, e-mail and address go.
          preliminaryInfo: blankBuyer(orders.preliminaryInfo, name),
          distanceSalesContract: blankBuyer(orders.distanceSalesContract, name),
          updatedAt: now,
        })
        .where(eq(orders.buyerId, buyerId));
    },

    async hasReceived(buyerId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)))
        .limit(1);
      return row !== undefined;
    },

    /** Photo URLs still shown by some order (orders copy the first photo). */
    async photosInOrders(urls: string[]): Promise<Set<string>> {
      if (!urls.length) return new Set();
      const rows = await db
        .selectDistinct({ photo: orderItems.photo })
        .from(orderItems)
        .where(and(isNotNull(orderItems.photo), inArray(orderItems.photo, urls)));
      return new Set(rows.map((r) => r.photo!));
    },

    /**
     * Moves an order from one state to the next for the party allowed to, in one conditional UPDATE. Undefined when
     * the order is not that party's or not in the `from` state.
     */
    async transition(
      tx: Tx,
      id: string,
      party: { buyerId: string } | { sellerId: string },
      from: OrderRow['status'],
      to: OrderRow['status'],
      extra: Partial<OrderRow> = {},
    ): Promise<OrderRow | undefined> {
      const owner = 'buyerId' in party ? eq(orders.buyerId, party.buyerId) : eq(orders.sellerId, party.sellerId);
      const [row] = await tx
        .update(orders)
        .set({ ...extra, status: to, updatedAt: new Date() })
        .where(and(eq(orders.id, id), owner, eq(orders.status, from)))
        .returning();
      return row;
    },

    ofBuyer: (buyerId: string, status: OrderRow['status'] | undefined, offset: number, limit: number) =>
      page(and(eq(orders.buyerId, buyerId), status ? eq(orders.status, status) : undefined)!, offset, limit),

    ofSeller: (sellerId: string, status: OrderRow['status'] | undefined, offset: number, limit: number) =>
      page(and(eq(orders.sellerId, sellerId), status ? eq(orders.status, status) : undefined)!, offset, limit),

    /** The seller panel's numbers; cancelled orders count towards nothing. Days are Turkish days (UTC+3). */
    async sellerStats(sellerId: string, since: Date) {
      const notCancelled = and(eq(orders.sellerId, sellerId), ne(orders.status, 'cancelled'));
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC' + interval '3 hours', 'YYYY-MM-DD')`;
      const [[totals], [sold], series] = await Promise.all([
        db
          .select({
            totalOrders: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')`.mapWith(Number),
            pendingOrders: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
            revenueKurus:
              sql<number>`coalesce(sum(${orders.totalKurus}) filter (where ${orders.status} <> 'cancelled'), 0)`.mapWith(
                Number,
              ),
          })
          .from(orders)
          .where(eq(orders.sellerId, sellerId)),
        db
          .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(notCancelled),
        db
          .select({
            date: day,
            orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
            sales: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
            revenueKurus: sql<number>`sum(${orderItems.unitPriceKurus} * ${orderItems.quantity})`.mapWith(Number),
          })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .where(and(notCancelled, gte(orders.createdAt, since)))
          .groupBy(day),
      ]);
      return {
        totalOrders: totals?.totalOrders ?? 0,
        pendingOrders: totals?.pendingOrders ?? 0,
        revenueKurus: totals?.revenueKurus ?? 0,
        totalSales: sold?.quantity ?? 0,
        series,
      };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
