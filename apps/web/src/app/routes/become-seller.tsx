import { BecomeSellerPage } from '../../features/seller/components/become-seller-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Satıcı Ol');
  return <BecomeSellerPage />;
}
