import { FeedPage } from '../../features/feed/components/feed-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Akış');
  return <FeedPage />;
}
