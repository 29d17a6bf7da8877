import { notificationUiTexts } from '@otousta/shared/messages/notifications';
import { UnsubscribePage } from '../../features/notifications/components/unsubscribe-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle(notificationUiTexts.unsubscribeTitle);
  return <UnsubscribePage />;
}
