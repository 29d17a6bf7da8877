import { SellerBanner } from '../../features/seller/components/seller-banner';
import { ShopHomePage } from '../../features/shop/components/shop-home-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('OtoYedek');
  return <ShopHomePage sellerBanner={<SellerBanner />} />;
}
