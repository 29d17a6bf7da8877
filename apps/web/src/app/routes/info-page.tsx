import { staticPageMeta } from '@otousta/shared/seo/pages';
import { useLocation, useMatches } from 'react-router';
import { ContentPageView } from '../../features/site/components/content-page-view';
import { type ContentPageKey, contentPages } from '../../features/site/content/pages';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../paths';

/** The route's handle names which content page it shows. */
export interface InfoPageHandle {
  page: ContentPageKey;
}

/** The footer's content pages (docs/decisions/014-footer-links-resolve.md): FAQ, help, support, returns, privacy, commission, careers, press. */
export function Component() {
  const match = useMatches().at(-1);
  const { pathname } = useLocation();
  const key = (match?.handle as InfoPageHandle | undefined)?.page ?? 'faq';
  usePageTitle(staticPageMeta(pathname)?.title ?? contentPages[key].title);
  return <ContentPageView page={contentPages[key]} contactHref={paths.contact} />;
}
