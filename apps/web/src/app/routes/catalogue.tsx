import { useMatches } from 'react-router';
import { type CatalogueView, catalogueViews } from '../../features/shop/catalogue-views';
import { CataloguePage } from '../../features/shop/components/catalogue-page';
import { usePageTitle } from '../../lib/page-title';

export interface CatalogueHandle {
  view: CatalogueView;
}

/** /yedek-parca and the footer's catalogue views: the route's handle names which one. */
export function Component() {
  const { view } = useMatches().at(-1)!.handle as CatalogueHandle;
  usePageTitle(catalogueViews[view].title);
  // A new view starts with its own filters, not the previous view's component state.
  return <CataloguePage key={view} view={view} />;
}
