import { AboutPage } from '../../features/site/components/about-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Hakkımızda');
  return <AboutPage />;
}
