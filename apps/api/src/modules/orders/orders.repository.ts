import { shopMessages } from '@otousta/shared/messages/tr';
import type { PaymentMethod } from '@otousta/shared/options/shop';
import type { DeliveryAddress } from '@otousta/shared/schemas/shop';
import { and, asc, count, eq, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../errors.js';
import { products } from '../products/products.table.js';
import { sellerApplications } from '../sellers/sellers.table.js';
import { users } from '../users/users.table.js';
import type { PaymentProvider } from './orders.payment.js';
import { cartItems, type OrderItemRow, type OrderRow, orderItems, orders } from './orders.table.js';

export interface CheckoutRequest {
  buyerId: string;
  deliveryAddress: DeliveryAddress;
  paymentMethod: PaymentMethod;
  note: string | null;
}

export interface HydratedOrder {
  row: OrderRow;
  items: OrderItemRow[];
  buyer: { id: string | null; firstName: string; lastName: string };
  seller: { id: string; businessName: string };
}

/** Puts the units of a cancelled order back on sale. */
async function returnStock(tx: Tx, orderId: string, now: Date) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items) {
    if (!item.productId) continue;
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${item.quantity}`,
        salesCount: sql`greatest(${products.salesCount} - ${item.quantity}, 0)`,
        updatedAt: now,
      })
      .where(eq(products.id, item.productId));
  }
}

/**
 * A buyer deleting their account: their pending orders are cancelled (no one is left to receive them) and the stock
 * returns. Their other orders stay in the sellers' records without the account.
 */
export async function cancelPendingOrdersOf(tx: Tx, buyerId: string) {
  const now = new Date();
  const cancelled = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  for (const { id } of cancelled) await returnStock(tx, id, now);
}

/** Why a cart line could not be taken: the product is gone or off sale, it is the buyer's own, or stock ran out. */
async function refusal(tx: Tx, productId: string, buyerId: string) {
  const [row] = await tx
    .select({
      name: products.name,
      status: products.status,
      sellerId: products.sellerId,
      canSell: sql<boolean>`(${users.eCommerceIsVerified} and ${users.isActive})`,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, productId));
  if (row?.status !== 'active' || !row.canSell) return conflict('PRODUCT_UNAVAILABLE');
  if (row.sellerId === buyerId) return badRequest('OWN_PRODUCT');
  return conflict('INSUFFICIENT_STOCK', shopMessages.insufficientStockFor(row.name));
}

export function createOrdersRepository(db: Db, payments: PaymentProvider) {
  async function hydrate(rows: OrderRow[]): Promise<HydratedOrder[]> {
    if (!rows.length) return [];
    const orderIds = rows.map((r) => r.id);
    const people = [...new Set(rows.flatMap((r) => (r.buyerId ? [r.buyerId, r.sellerId] : [r.sellerId])))];
    const [items, persons, shops] = await Promise.all([
      db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: users.businessName,
        })
        .from(users)
        .where(inArray(users.id, people)),
      db
        .select({ userId: sellerApplications.userId, name: sellerApplications.businessName })
        .from(sellerApplications)
        .where(and(inArray(sellerApplications.userId, people), eq(sellerApplications.status, 'approved'))),
    ]);
    const person = new Map(persons.map((p) => [p.id, p]));
    const shop = new Map(shops.map((s) => [s.userId, s.name]));
    return rows.map((row) => {
      const buyer = row.buyerId ? person.get(row.buyerId) : undefined;
      const seller = person.get(row.sellerId);
      return {
        row,
        items: items.filter((i) => i.orderId === row.id),
        // A deleted buyer is named as on the delivery address.
        buyer: buyer
          ? { id: buyer.id, firstName: buyer.firstName, lastName: buyer.lastName }
          : { id: null, firstName: row.deliveryAddress.fullName, lastName: '' },
        seller: {
          id: row.sellerId,
          businessName:
            shop.get(row.sellerId) ??
            seller?.businessName ??
            `${seller?.firstName ?? ''} ${seller?.lastName ?? ''}`.trim(),
        },
      };
    });
  }

  async function page(where: SQL, offset: number, limit: number) {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    return { orders: await hydrate(rows), total: Number(totals?.total ?? 0) };
  }

  return {
    hydrate,

    async findById(id: string): Promise<HydratedOrder | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ? (await hydrate([row]))[0] : undefined;
    },

    /**
     * The whole checkout in one transaction (architecture.md decision 7). Each cart line takes its stock with one
     * conditional UPDATE … WHERE stock >= quantity: the row lock makes concurrent buyers of the last items queue, and
     * each re-checks the condition on the committed stock, so stock never goes below zero and nothing is sold twice.
     * Lines are taken in product-id order so two carts never lock the same rows in opposite orders (no deadlock).
     * Any refusal — stock, availability, payment — rolls everything back, the cart included.
     */
    async checkout(request: CheckoutRequest): Promise<OrderRow[]> {
      return db.transaction(async (tx) => {
        const lines = await tx
          .select()
          .from(cartItems)
          .where(eq(cartItems.userId, request.buyerId))
          .orderBy(asc(cartItems.productId))
          // A double-submitted checkout waits here for the first one, then finds the cart already emptied.
          .for('update');
        if (!lines.length) throw badRequest('CART_EMPTY');

        const sellable = tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.eCommerceIsVerified, true), eq(users.isActive, true)));
        const taken: {
          productId: string;
          sellerId: string;
          name: string;
          photo: string | null;
          priceKurus: number;
          quantity: number;
        }[] = [];
        for (const line of lines) {
          const [row] = await tx
            .update(products)
            .set({
              stock: sql`${products.stock} - ${line.quantity}`,
              salesCount: sql`${products.salesCount} + ${line.quantity}`,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(products.id, line.productId),
                eq(products.status, 'active'),
                gte(products.stock, line.quantity),
                ne(products.sellerId, request.buyerId),
                inArray(products.sellerId, sellable),
              ),
            )
            .returning({
              sellerId: products.sellerId,
              name: products.name,
              photo: sql<string | null>`${products.photos}[1]`,
              priceKurus: products.priceKurus,
            });
          if (!row) throw await refusal(tx, line.productId, request.buyerId);
          taken.push({ productId: line.productId, quantity: line.quantity, ...row });
        }

        const bySeller = new Map<string, typeof taken>();
        for (const line of taken) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
        const checkoutId = uuidv7();
        const created: OrderRow[] = [];
        for (const [sellerId, sellerLines] of bySeller) {
          const id = uuidv7();
          const totalKurus = sellerLines.reduce((sum, l) => sum + l.priceKurus * l.quantity, 0);
          const payment = await payments.authorize({
            orderId: id,
            buyerId: request.buyerId,
            amountKurus: totalKurus,
            method: request.paymentMethod,
          });
          const [order] = await tx
            .insert(orders)
            .values({
              id,
              checkoutId,
              buyerId: request.buyerId,
              sellerId,
              totalKurus,
              paymentMethod: request.paymentMethod,
              paymentReference: payment.reference,
              deliveryAddress: request.deliveryAddress,
              note: request.note,
            })
            .returning();
          await tx.insert(orderItems).values(
            sellerLines.map((l) => ({
              id: uuidv7(),
              orderId: id,
              productId: l.productId,
              name: l.name,
              photo: l.photo,
              unitPriceKurus: l.priceKurus,
              quantity: l.quantity,
            })),
          );
          created.push(order!);
        }
        await tx.delete(cartItems).where(eq(cartItems.userId, request.buyerId));
        return created;
      });
    },

    /**
     * Moves an order from one state to the next for the party allowed to (buyer cancels, seller ships and delivers),
     * in one conditional UPDATE; a cancellation puts the stock back in the same transaction. Undefined when the order
     * is not that party's or not in the `from` state.
     */
    async transition(
      id: string,
      party: { buyerId: string } | { sellerId: string },
      from: OrderRow['status'],
      to: OrderRow['status'],
      extra: Partial<OrderRow> = {},
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const owner = 'buyerId' in party ? eq(orders.buyerId, party.buyerId) : eq(orders.sellerId, party.sellerId);
        const now = new Date();
        const [row] = await tx
          .update(orders)
          .set({ ...extra, status: to, updatedAt: now })
          .where(and(eq(orders.id, id), owner, eq(orders.status, from)))
          .returning();
        if (!row) return undefined;
        if (to === 'cancelled') await returnStock(tx, id, now);
        return row;
      });
    },

    ofBuyer: (buyerId: string, status: OrderRow['status'] | undefined, offset: number, limit: number) =>
      page(and(eq(orders.buyerId, buyerId), status ? eq(orders.status, status) : undefined)!, offset, limit),

    ofSeller: (sellerId: string, status: OrderRow['status'] | undefined, offset: number, limit: number) =>
      page(and(eq(orders.sellerId, sellerId), status ? eq(orders.status, status) : undefined)!, offset, limit),

    /** The seller panel's numbers; cancelled orders count towards nothing. Days are Turkish days (UTC+3). */
    async sellerStats(sellerId: string, since: Date) {
      const notCancelled = and(eq(orders.sellerId, sellerId), ne(orders.status, 'cancelled'));
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC' + interval '3 hours', 'YYYY-MM-DD')`;
      const [[totals], [sold], [catalogue], series] = await Promise.all([
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
            productCount: count(),
            activeProductCount: sql<number>`count(*) filter (where ${products.status} = 'active')`.mapWith(Number),
          })
          .from(products)
          .where(eq(products.sellerId, sellerId)),
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
        productCount: Number(catalogue?.productCount ?? 0),
        activeProductCount: catalogue?.activeProductCount ?? 0,
        series,
      };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
