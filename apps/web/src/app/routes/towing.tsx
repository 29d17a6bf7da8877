import { TowingPage } from '../../features/discovery/components/towing-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Çekici Hizmetleri');
  return <TowingPage />;
}
