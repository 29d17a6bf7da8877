import { Container, Paper } from '@mantine/core';
import { HoursEditor } from '../../features/hours/components/hours-editor';
import { NotificationPreferencesSection } from '../../features/notifications/components/notification-preferences';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { PushSettings } from '../../features/push/components/push-settings';
import { SetupChecklist } from '../../features/setup/components/setup-checklist';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useHashTarget } from '../../lib/use-hash-target';

/** The own profile; a business also sees its setup checklist and sets its hours and appointment settings here. */
export function Component() {
  usePageTitle('Profilim');
  const { user } = useSession();
  const business = user?.userType === 'isletme' ? user : null;
  // The checklist's steps and the owner's nudge lead to a part of this page by its #hash.
  useHashTarget();
  return (
    <>
      <ProfilePage
        setup={business && <SetupChecklist businessId={business.id} />}
        deviceSettings={<PushSettings />}
        settings={
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <NotificationPreferencesSection />
          </Paper>
        }
      />
      {business && (
        <Container size="lg" pb="xl" id="calisma-saatleri" style={{ scrollMarginTop: 80 }}>
          <HoursEditor businessId={business.id} />
        </Container>
      )}
    </>
  );
}
