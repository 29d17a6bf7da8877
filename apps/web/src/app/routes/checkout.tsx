import { CheckoutPage } from '../../features/shop/components/checkout-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Ödeme');
  return <CheckoutPage />;
}
