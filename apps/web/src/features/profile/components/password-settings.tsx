import { SimpleGrid, Title } from '@mantine/core';
import { passwordRuleText, passwordSettingsTexts as t } from '@otousta/shared/messages/account';
import { changePasswordFormSchema } from '@otousta/shared/schemas/account';
import { useRef, useState } from 'react';
import { PasswordField } from '../../../components/ui/password-field';
import { useForm } from '../../../lib/use-form';
import { useChangePassword } from '../api/change-password';
import { useNotice } from '../hooks/use-notice';
import { focusFirstInvalid, refusalOf } from '../refusal';
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
  const form = useForm({ initialValues: empty, schema: changePasswordFormSchema });
  const change = useChangePassword();
  const { notice, success, clear } = useNotice();
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = form.onSubmit(({ currentPassword, newPassword }) => {
    setFormError(null);
    clear();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          success(t.done);
        },
        onError: (error) => {
          const refusal = refusalOf(error, FIELD_OF_CODE, FIELDS);
          form.setErrors(refusal.errors);
          setFormError(refusal.message);
          focusFirstInvalid(formRef.current);
        },
      },
    );
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
    <section aria-labelledby="settings-password">
      <Title order={3} id="settings-password" fz="lg" mb="sm">
        {t.title}
      </Title>
      <div aria-live="polite">
        <NoticeAlert notice={notice} onClose={clear} mb="md" />
      </div>
      <SettingsForm
        formRef={formRef}
        onSubmit={onSubmit}
        labelledBy="settings-password"
        error={formError}
        submit={t.submit}
        pending={change.isPending}
      >
        {password('currentPassword', t.currentPassword, 'current-password')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {password('newPassword', t.newPassword, 'new-password', passwordRuleText)}
          {password('confirmPassword', t.confirmPassword, 'new-password')}
        </SimpleGrid>
      </SettingsForm>
    </section>
  );
}
