import { MyQuotesPage } from '../../features/quotes/components/my-quotes-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Tekliflerim');
  return <MyQuotesPage />;
}
