import { ListingPage } from '../../features/discovery/components/listing-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  // docs/product.md §9: the home page keeps the site's default title.
  usePageTitle();
  return <ListingPage />;
}
