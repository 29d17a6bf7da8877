import { CartPage } from '../../features/shop/components/cart-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Sepetim');
  return <CartPage />;
}
