import { Alert, Badge, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { emailSettingsTexts as t } from '@otousta/shared/messages/account';
import { changeEmailSchema } from '@otousta/shared/schemas/account';
import { type OwnUser, USER_LIMITS } from '@otousta/shared/schemas/user';
import { IconMailForward } from '@tabler/icons-react';
import { PasswordField } from '../../../components/ui/password-field';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useChangeEmail } from '../api/change-email';
import { useSettingsForm } from '../hooks/use-settings-form';
import { NoticeAlert } from './notice-alert';
import { SettingsForm } from './settings-form';

const FIELDS = ['newEmail', 'password'] as const;
const FIELD_OF_CODE = {
  WRONG_PASSWORD: 'password',
  EMAIL_TAKEN: 'newEmail',
  EMAIL_UNCHANGED: 'newEmail',
  INVALID_EMAIL: 'newEmail',
} as const;

/**
 * The account's address and changing it: the new address gets a confirmation link and takes over only once that
 * link is opened; the password proves the change comes from the account's owner.
 */
export function EmailSettings({ user }: { user: OwnUser }) {
  const { form, notice, clearNotice, formProps } = useSettingsForm({
    initialValues: { newEmail: '', password: '' },
    schema: changeEmailSchema,
    fields: FIELDS,
    fieldOfCode: FIELD_OF_CODE,
    mutation: useChangeEmail(),
    send: (data) => ({ payload: data, done: t.sent(data.newEmail) }),
  });

  return (
    <SettingsSection name="email" order={3} title={t.title} titleProps={{ mb: 'sm' }}>
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t.current}:
          </Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          {user.emailVerified !== undefined && (
            // Teal text on its tint and black on yellow read at WCAG AA contrast; green or yellow text would not.
            <Badge
              color={user.emailVerified ? 'teal' : 'yellow'}
              variant={user.emailVerified ? 'light' : 'filled'}
              autoContrast
            >
              {user.emailVerified ? t.verified : t.unverified}
            </Badge>
          )}
        </Group>
        {user.pendingEmail && (
          <Alert color="blue" variant="light" icon={<IconMailForward aria-hidden />} role="note">
            {t.pending(user.pendingEmail)}
          </Alert>
        )}
        <div aria-live="polite">
          <NoticeAlert notice={notice} onClose={clearNotice} />
        </div>
        <SettingsForm {...formProps} labelledBy="settings-email" submit={t.submit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t.newEmail}
              type="email"
              name="newEmail"
              autoComplete="email"
              inputMode="email"
              maxLength={USER_LIMITS.emailMax}
              withAsterisk
              {...form.text('newEmail')}
            />
            <PasswordField
              label={t.password}
              name="password"
              autoComplete="current-password"
              description={t.passwordHint}
              {...form.text('password')}
            />
          </SimpleGrid>
        </SettingsForm>
      </Stack>
    </SettingsSection>
  );
}
