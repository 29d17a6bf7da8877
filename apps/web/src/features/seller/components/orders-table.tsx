import { Table, Text } from '@mantine/core';
import type { Order } from '@otousta/shared/schemas/shop';
import { formatPrice } from '@otousta/shared/text/price';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { formatDateTime } from '../../../lib/shop-format';
import { OrderActions } from './order-actions';
import tableClasses from './panel-table.module.css';

/** docs/product.md §3 seller order rows: customer, product, quantity, total, status, date; with the state actions. */
export function OrdersTable({ orders, caption }: { orders: Order[]; caption: string }) {
  return (
    <div className={tableClasses.scroller}>
      <Table
        verticalSpacing="sm"
        striped
        highlightOnHover
        className={tableClasses.table}
        style={{ '--panel-table-min-width': '820px' }}
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sipariş</Table.Th>
            <Table.Th>Müşteri</Table.Th>
            <Table.Th>Ürün</Table.Th>
            <Table.Th>Adet</Table.Th>
            <Table.Th>Tutar</Table.Th>
            <Table.Th>Durum</Table.Th>
            <Table.Th>İşlem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td data-wide>
                <Text fw={600} size="sm">
                  {order.orderNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(order.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td data-label="Müşteri">
                <Text size="sm">
                  {order.buyer.firstName} {order.buyer.lastName}
                </Text>
                <Text size="xs" c="dimmed">
                  {order.deliveryAddress.district}, {order.deliveryAddress.city}
                </Text>
              </Table.Td>
              <Table.Td data-label="Ürün">
                {order.items.map((item) => (
                  <Text key={`${item.productId}-${item.name}`} size="sm" lineClamp={1}>
                    {item.name}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td data-label="Adet">{order.itemCount}</Table.Td>
              <Table.Td data-label="Tutar">
                <Text size="sm" fw={600}>
                  {formatPrice(order.total)}
                </Text>
              </Table.Td>
              <Table.Td data-label="Durum">
                <OrderStatusBadge status={order.status} />
                {order.carrier && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {order.carrier} · {order.trackingNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-label="İşlem">
                <OrderActions order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
