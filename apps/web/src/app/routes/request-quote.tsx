import { RequestQuotePage } from '../../features/quotes/components/request-quote-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Teklif İste');
  return <RequestQuotePage />;
}
