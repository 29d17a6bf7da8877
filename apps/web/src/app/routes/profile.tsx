import { Container, Paper } from '@mantine/core';
import { HoursEditor } from '../../features/hours/components/hours-editor';
import { NotificationPreferencesSection } from '../../features/notifications/components/notification-preferences';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { PushSettings } from '../../features/push/components/push-settings';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';

/** The own profile; a business also sets its hours and appointment settings here. */
export function Component() {
  usePageTitle('Profilim');
  const { user } = useSession();
  return (
    <>
      <ProfilePage
        deviceSettings={<PushSettings />}
        settings={
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <NotificationPreferencesSection />
          </Paper>
        }
      />
      {user?.userType === 'isletme' && (
        <Container size="lg" pb="xl">
          <HoursEditor businessId={user.id} />
        </Container>
      )}
    </>
  );
}
