import { Paper } from '@mantine/core';
import { NotificationPreferencesSection } from '../../features/notifications/components/notification-preferences';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Profilim');
  return (
    <ProfilePage
      settings={
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <NotificationPreferencesSection />
        </Paper>
      }
    />
  );
}
