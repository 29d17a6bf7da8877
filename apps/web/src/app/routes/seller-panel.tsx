import { ReturnsList } from '../../features/returns/components/returns-list';
import { SellerPanelPage } from '../../features/seller/components/seller-panel-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Satış Paneli');
  return <SellerPanelPage returns={<ReturnsList scope="seller" />} />;
}
