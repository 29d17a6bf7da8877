import { LandingPage } from '../../features/site/components/landing-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Tanıtım');
  return <LandingPage />;
}
