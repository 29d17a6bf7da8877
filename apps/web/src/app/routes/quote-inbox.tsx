import { QuoteInboxPage } from '../../features/quotes/components/quote-inbox-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Teklif Talepleri');
  return <QuoteInboxPage />;
}
