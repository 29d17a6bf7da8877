import { labelOf, orderStatuses } from '@otousta/shared/options/shop';
import type { Order } from '@otousta/shared/schemas/shop';
import { toLira } from '../products/products.presenter.js';
import type { OrderItemRow, OrderRow } from './orders.table.js';

export interface OrderParties {
  buyer: { id: string | null; firstName: string; lastName: string };
  seller: { id: string; businessName: string };
}

/** The number people quote on the phone: short, from the random tail of the id. */
export const orderNumber = (id: string) => `OY-${id.replaceAll('-', '').slice(-8).toUpperCase()}`;

export function toOrder(row: OrderRow, items: OrderItemRow[], parties: OrderParties): Order {
  return {
    _id: row.id,
    id: row.id,
    orderNumber: orderNumber(row.id),
    status: row.status,
    statusLabel: labelOf(orderStatuses, row.status),
    items: items.map((item) => ({
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
    buyer: parties.buyer,
    seller: parties.seller,
    createdAt: row.createdAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
