import { Container } from '@mantine/core';
import { HoursEditor } from '../../features/hours/components/hours-editor';
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
      <ProfilePage deviceSettings={<PushSettings />} />
      {user?.userType === 'isletme' && (
        <Container size="lg" pb="xl">
          <HoursEditor businessId={user.id} />
        </Container>
      )}
    </>
  );
}
