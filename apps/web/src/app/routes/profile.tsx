import { ProfilePage } from '../../features/profile/components/profile-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Profilim');
  return <ProfilePage />;
}
