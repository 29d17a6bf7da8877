import { Divider, Paper, Stack } from '@mantine/core';
import { accountCommonTexts } from '@otousta/shared/messages/account';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { SettingsSection } from '../../../components/ui/settings-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSettings } from './email-settings';
import { PasswordSettings } from './password-settings';
import { PrivacySection } from './privacy-section';
import { SessionsSection } from './sessions-section';

/** The security and privacy half of /profilim: address, password, sessions, consents, export and deletion. */
export function AccountSettings({ user }: { user: OwnUser }) {
  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SettingsSection name="account" order={2} title={accountCommonTexts.settingsTitle} titleProps={{ mb: 'lg' }}>
          <Stack gap="xl">
            <EmailSettings user={user} />
            <Divider />
            <PasswordSettings />
          </Stack>
        </SettingsSection>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SessionsSection />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <PrivacySection consents={user.consents} />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ borderColor: 'var(--mantine-color-red-3)' }}>
        <DeleteAccountSection />
      </Paper>
    </>
  );
}
