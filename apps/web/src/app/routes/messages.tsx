import { MessagesPage } from '../../features/messages/components/messages-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Mesajlar');
  return <MessagesPage />;
}
