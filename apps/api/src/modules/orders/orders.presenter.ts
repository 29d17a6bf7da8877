import { labelOf, orderStatuses } from '@otousta/shared/options/shop';
import type { CountedPagination } from '@otousta/shared/schemas/api';
import type { Order, SellerStats } from '@otousta/shared/schemas/shop';
import { toLira } from '../../platform/money.js';
import type { HydratedOrder, OrdersService } from './orders.service.js';

export interface OrderParties {
  buyer: { id: string | null; firstName: string; lastName: string };
  seller: { id: string; businessName: string };
}

/** The number people quote on the phone: short, from the random tail of the id. */
export const orderNumber = (id: string) => `OY-${id.replaceAll('-', '').slice(-8).toUpperCase()}`;

export function toOrder({ row, items, buyer, seller }: HydratedOrder): Order {
  return {
    _id: row.id,
    id: row.id,
    orderNumber: orderNumber(row.id),
    status: row.status,
    statusLabel: labelOf(orderStatuses, row.status),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.name,
      photo: item.photo,
      price: toLira(item.unitPriceKurus),
      quantity: item.quantity,
      lineTotal: toLira(item.unitPriceKurus * item.quantity),
    })),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    total: toLira(row.totalKurus),
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    deliveryAddress: row.deliveryAddress,
    note: row.note,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    buyer,
    seller,
    createdAt: row.createdAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    documents:
      row.documentsTemplateId && row.preliminaryInfo && row.distanceSalesContract
        ? {
            templateId: row.documentsTemplateId,
            preliminaryInfo: row.preliminaryInfo,
            contract: row.distanceSalesContract,
          }
        : null,
  };
}

export const toOrderPage = (page: { orders: HydratedOrder[]; pagination: CountedPagination }) => ({
  orders: page.orders.map(toOrder),
  pagination: page.pagination,
});

export function toSellerStats(stats: Awaited<ReturnType<OrdersService['stats']>>): SellerStats {
  return {
    totalOrders: stats.totalOrders,
    pendingOrders: stats.pendingOrders,
    totalSales: stats.totalSales,
    revenue: toLira(stats.revenueKurus),
    productCount: stats.productCount,
    activeProductCount: stats.activeProductCount,
    recentOrders: stats.recentOrders.map(toOrder),
    series: stats.series.map(({ revenueKurus, ...day }) => ({ ...day, revenue: toLira(revenueKurus) })),
  };
}
