import { OrderReturns } from '../../features/returns/components/order-returns';
import { MyOrdersPage } from '../../features/shop/components/my-orders-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Siparişlerim');
  return <MyOrdersPage orderExtra={(order) => <OrderReturns order={order} viewer="buyer" />} />;
}
