import { MyOrdersPage } from '../../features/shop/components/my-orders-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Siparişlerim');
  return <MyOrdersPage />;
}
