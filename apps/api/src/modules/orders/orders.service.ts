import { type checkoutSchema, type Order, type SellerStats, SHOP_LIMITS } from '@otousta/shared/schemas/shop';
import type { z } from 'zod';
import { conflict, notFound } from '../../errors.js';
import type { AuthUser } from '../../platform/identity.js';
import { toLira } from '../products/products.presenter.js';
import { toOrder } from './orders.presenter.js';
import type { HydratedOrder, OrdersRepository } from './orders.repository.js';
import type { OrderRow } from './orders.table.js';

const DAY = 86_400_000;
/** Turkey keeps UTC+3 all year. */
const TURKEY_OFFSET = 3 * 3_600_000;

const present = (o: HydratedOrder): Order => toOrder(o.row, o.items, { buyer: o.buyer, seller: o.seller });

const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
});

interface ListQuery {
  status?: OrderRow['status'];
  page: number;
  limit: number;
}

export function createOrdersService(deps: { orders: OrdersRepository }) {
  const { orders } = deps;

  /** Applies a state change; explains a refusal: 404 when the order is not the caller's, 409 when the state is wrong. */
  async function move(
    id: string,
    party: { buyerId: string } | { sellerId: string },
    from: OrderRow['status'],
    to: OrderRow['status'],
    refusal: 'ORDER_NOT_CANCELLABLE' | 'INVALID_ORDER_TRANSITION',
    extra: Partial<OrderRow> = {},
  ): Promise<Order> {
    const row = await orders.transition(id, party, from, to, extra);
    if (!row) {
      const existing = await orders.findById(id);
      const mine =
        existing &&
        ('buyerId' in party ? existing.row.buyerId === party.buyerId : existing.row.sellerId === party.sellerId);
      if (!mine) throw notFound('ORDER_NOT_FOUND');
      throw conflict(refusal);
    }
    const [hydrated] = await orders.hydrate([row]);
    return present(hydrated!);
  }

  return {
    async checkout(actor: AuthUser, input: z.output<typeof checkoutSchema>): Promise<Order[]> {
      const rows = await orders.checkout({
        buyerId: actor.id,
        deliveryAddress: input.deliveryAddress,
        paymentMethod: input.paymentMethod,
        note: input.note?.length ? input.note : null,
      });
      return (await orders.hydrate(rows)).map(present);
    },

    async ofBuyer(actor: AuthUser, q: ListQuery) {
      const { orders: list, total } = await orders.ofBuyer(actor.id, q.status, (q.page - 1) * q.limit, q.limit);
      return { orders: list.map(present), pagination: pagination(q.page, q.limit, total) };
    },

    async ofSeller(actor: AuthUser, q: ListQuery) {
      const { orders: list, total } = await orders.ofSeller(actor.id, q.status, (q.page - 1) * q.limit, q.limit);
      return { orders: list.map(present), pagination: pagination(q.page, q.limit, total) };
    },

    /** Its buyer and its seller see an order; to anybody else it does not exist. */
    async get(actor: AuthUser, id: string): Promise<Order> {
      const found = await orders.findById(id);
      if (!found || (found.row.buyerId !== actor.id && found.row.sellerId !== actor.id))
        throw notFound('ORDER_NOT_FOUND');
      return present(found);
    },

    cancel: (actor: AuthUser, id: string) =>
      move(id, { buyerId: actor.id }, 'pending', 'cancelled', 'ORDER_NOT_CANCELLABLE', { cancelledAt: new Date() }),

    ship: (actor: AuthUser, id: string, shipment: { carrier: string; trackingNumber: string }) =>
      move(id, { sellerId: actor.id }, 'pending', 'shipped', 'INVALID_ORDER_TRANSITION', {
        ...shipment,
        shippedAt: new Date(),
      }),

    deliver: (actor: AuthUser, id: string) =>
      move(id, { sellerId: actor.id }, 'shipped', 'delivered', 'INVALID_ORDER_TRANSITION', { deliveredAt: new Date() }),

    async stats(actor: AuthUser, days: number, now = new Date()): Promise<SellerStats> {
      const todayStart = Math.floor((now.getTime() + TURKEY_OFFSET) / DAY) * DAY - TURKEY_OFFSET;
      const since = new Date(todayStart - (days - 1) * DAY);
      const [numbers, recent] = await Promise.all([
        orders.sellerStats(actor.id, since),
        orders.ofSeller(actor.id, undefined, 0, SHOP_LIMITS.recentOrders),
      ]);
      const byDate = new Map(numbers.series.map((d) => [d.date, d]));
      const series = Array.from({ length: days }, (_, i) => {
        const date = new Date(since.getTime() + TURKEY_OFFSET + i * DAY).toISOString().slice(0, 10);
        const found = byDate.get(date);
        return {
          date,
          orders: found?.orders ?? 0,
          sales: found?.sales ?? 0,
          revenue: toLira(found?.revenueKurus ?? 0),
        };
      });
      return {
        totalOrders: numbers.totalOrders,
        pendingOrders: numbers.pendingOrders,
        totalSales: numbers.totalSales,
        revenue: toLira(numbers.revenueKurus),
        productCount: numbers.productCount,
        activeProductCount: numbers.activeProductCount,
        recentOrders: recent.orders.map(present),
        series,
      };
    },
  };
}
