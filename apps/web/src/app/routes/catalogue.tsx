import { useMatches } from 'react-router';
import { useVehicles } from '../../features/garage/api/get-vehicles';
import { type CatalogueView, catalogueViews } from '../../features/shop/catalogue-views';
import { CataloguePage } from '../../features/shop/components/catalogue-page';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';

export interface CatalogueHandle {
  view: CatalogueView;
}

/** /yedek-parca and the footer's catalogue views: the route's handle names which one. */
export function Component() {
  const { view } = useMatches().at(-1)!.handle as CatalogueHandle;
  usePageTitle(catalogueViews[view].title);
  const { isSignedIn } = useSession();
  // 'Aracıma uyanlar' offers the signed-in user's garage vehicles.
  const vehicles = useVehicles(isSignedIn);
  const choices = vehicles.data?.map((v) => ({ value: v.id, label: `${v.plateDisplay} · ${v.brandLabel} ${v.model}` }));
  // A new view starts with its own filters, not the previous view's component state.
  return <CataloguePage key={view} view={view} vehicles={choices} />;
}
