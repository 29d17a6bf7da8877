import { Badge } from '@mantine/core';
import { labelOf, type OrderStatus, orderStatuses } from '@otousta/shared/options/shop';

const colors: Record<OrderStatus, string> = {
  pending: 'yellow',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'gray',
};

/** Decision 7: 'Bekliyor', 'Kargoda', 'Teslim Edildi', 'İptal Edildi'. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {labelOf(orderStatuses, status)}
    </Badge>
  );
}
