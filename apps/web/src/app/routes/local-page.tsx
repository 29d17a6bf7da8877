import { matchLocalPage } from '@otousta/shared/seo/local-pages';
import { useLocation } from 'react-router';
import { LocalListingPage } from '../../features/discovery/components/local-page';
import { NotFoundPage } from './not-found';

/** `/{il}` and `/{il}/{sektör}`: a province's (and sector's) businesses; any other top-level path is not found. */
export function Component() {
  const page = matchLocalPage(useLocation().pathname);
  // Keyed by the place, so moving to another city starts its list afresh.
  return page ? <LocalListingPage key={`${page.city.slug}/${page.sector?.slug}`} page={page} /> : <NotFoundPage />;
}
