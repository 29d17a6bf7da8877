import { SimpleGrid } from '@mantine/core';
import { passwordRuleText, passwordSettingsTexts as t } from '@otousta/shared/messages/account';
import { changePasswordFormSchema } from '@otousta/shared/schemas/account';
import { PasswordField } from '../../../components/ui/password-field';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useChangePassword } from '../api/change-password';
import { useSettingsForm } from '../hooks/use-settings-form';
import { NoticeAlert } from './notice-alert';
import { SettingsForm } from './settings-form';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const FIELD_OF_CODE = {
  WRONG_PASSWORD: 'currentPassword',
  CURRENT_PASSWORD_REQUIRED: 'currentPassword',
  PASSWORD_TOO_SHORT: 'newPassword',
  PASSWORD_TOO_LONG: 'newPassword',
  PASSWORD_WEAK: 'newPassword',
} as const;

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Şifre Değiştir': the current password, then the new one twice; the other devices are signed out. */
export function PasswordSettings() {
  const { form, notice, clearNotice, formProps } = useSettingsForm({
    initialValues: empty,
    schema: changePasswordFormSchema,
    fields: FIELDS,
    fieldOfCode: FIELD_OF_CODE,
    mutation: useChangePassword(),
    send: ({ currentPassword, newPassword }) => ({ payload: { currentPassword, newPassword }, done: t.done }),
  });

  const password = (field: keyof typeof empty, label: string, autoComplete: string, description?: string) => (
    <PasswordField
      label={label}
      name={field}
      autoComplete={autoComplete}
      description={description}
      {...form.text(field)}
    />
  );

  return (
    <SettingsSection name="password" order={3} title={t.title} titleProps={{ mb: 'sm' }}>
      <div aria-live="polite">
        <NoticeAlert notice={notice} onClose={clearNotice} mb="md" />
      </div>
      <SettingsForm {...formProps} labelledBy="settings-password" submit={t.submit}>
        {password('currentPassword', t.currentPassword, 'current-password')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {password('newPassword', t.newPassword, 'new-password', passwordRuleText)}
          {password('confirmPassword', t.confirmPassword, 'new-password')}
        </SimpleGrid>
      </SettingsForm>
    </SettingsSection>
  );
}
