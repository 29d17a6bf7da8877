import { Button, Stack } from '@mantine/core';
import { passwordRuleText, resetPasswordTexts as t } from '@otousta/shared/messages/account';
import { errorMessages } from '@otousta/shared/messages/tr';
import { resetPasswordFormSchema } from '@otousta/shared/schemas/account';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { FormError } from '../../../components/ui/form-error';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { withFlash } from '../../../lib/flash';
import { clearSession } from '../../../lib/session-store';
import { useForm } from '../../../lib/use-form';
import { useResetPassword } from '../api/reset-password';
import { AccountCard } from './account-card';
import { AccountForm } from './account-form';

/** A link that cannot reset anything (used, expired, mistyped): say so and offer a new one. */
function InvalidLink() {
  return (
    <Stack gap="md" mt="md">
      <FormError>{errorMessages.RESET_TOKEN_INVALID}</FormError>
      <Button component={Link} to={paths.forgotPassword}>
        {t.requestNew}
      </Button>
    </Stack>
  );
}

/**
 * /sifre-sifirla?token=…, opened from the mailed link: the new password twice. Success ends every session of the
 * account, this browser's too, and leads to the sign-in page with a line saying the password changed.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const form = useForm({ initialValues: { password: '', confirmPassword: '' }, schema: resetPasswordFormSchema });
  const reset = useResetPassword();
  const [linkRefused, setLinkRefused] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.onSubmit(({ password }) => {
    setFormError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          clearSession();
          navigate(paths.signIn, { replace: true, state: withFlash(t.done) });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'RESET_TOKEN_INVALID') return setLinkRefused(true);
          form.showServerErrors(error);
          setFormError(errorText(error));
        },
      },
    );
  });

  if (!token || linkRefused) {
    return (
      <AccountCard title={t.title}>
        <InvalidLink />
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t.title} intro={t.intro}>
      <AccountForm onSubmit={onSubmit} error={formError} submit={t.submit} pending={reset.isPending}>
        <PasswordField
          label={t.password}
          name="password"
          autoComplete="new-password"
          description={passwordRuleText}
          size="md"
          {...form.text('password')}
        />
        <PasswordField
          label={t.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          size="md"
          {...form.text('confirmPassword')}
        />
      </AccountForm>
    </AccountCard>
  );
}
