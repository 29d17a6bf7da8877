import { Badge } from '@mantine/core';
import { labelOf, type OrderStatus, orderStatuses } from '@otousta/shared/options/shop';

const colors: Record<OrderStatus, string> = {
  pending: 'yellow',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'gray',
};

/**
 * docs/decisions/006-shop-stock-money-and-orders.md: 'Bekliyor', 'Kargoda', 'Teslim Edildi', 'İptal Edildi'. The tint
 * tells the state apart at a glance; the text stays dark, as no green or yellow shade reaches AA contrast at badge
 * size.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={colors[status]} variant="light" c="dark.8">
      {labelOf(orderStatuses, status)}
    </Badge>
  );
}
