import { ProfilePage } from '../../features/profile/components/profile-page';
import { PushSettings } from '../../features/push/components/push-settings';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Profilim');
  return <ProfilePage deviceSettings={<PushSettings />} />;
}
