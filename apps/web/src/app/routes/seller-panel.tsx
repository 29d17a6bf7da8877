import { SellerPanelPage } from '../../features/seller/components/seller-panel-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Satış Paneli');
  return <SellerPanelPage />;
}
