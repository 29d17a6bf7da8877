import { Button, Group, PasswordInput, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  accountCommonTexts as common,
  passwordRuleText,
  passwordSettingsTexts as t,
} from '@otousta/shared/messages/account';
import { changePasswordFormSchema } from '@otousta/shared/schemas/account';
import { USER_LIMITS } from '@otousta/shared/schemas/user';
import { useRef, useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { useForm } from '../../../lib/use-form';
import { useChangePassword } from '../api/change-password';
import { useNotice } from '../hooks/use-notice';
import { focusFirstInvalid, refusalOf } from '../refusal';
import { NoticeAlert } from './notice-alert';

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
    <PasswordInput
      label={label}
      name={field}
      autoComplete={autoComplete}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      maxLength={USER_LIMITS.passwordMax}
      withAsterisk
      visibilityToggleButtonProps={{ 'aria-label': common.showPassword }}
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
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="settings-password">
        <Stack gap="md">
          <FormError>{formError}</FormError>
          {password('currentPassword', t.currentPassword, 'current-password')}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {password('newPassword', t.newPassword, 'new-password', passwordRuleText)}
            {password('confirmPassword', t.confirmPassword, 'new-password')}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
