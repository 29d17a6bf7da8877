import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { accountCommonTexts as common, forgotPasswordTexts as t } from '@otousta/shared/messages/account';
import { forgotPasswordSchema } from '@otousta/shared/schemas/account';
import { USER_LIMITS } from '@otousta/shared/schemas/user';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { errorText } from '../../../lib/error-text';
import { useForm } from '../../../lib/use-form';
import { useForgotPassword } from '../api/forgot-password';
import { AccountCard } from './account-card';
import { AccountForm } from './account-form';
import { EmailField } from './email-field';

/**
 * /sifremi-unuttum: asks for the address and mails a reset link. The answer reads the same whether or not the
 * address has an account, so the page cannot be used to find out who is registered.
 */
export function ForgotPasswordPage() {
  const form = useForm({ initialValues: { email: '' }, schema: forgotPasswordSchema });
  const request = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The form goes away once sent; the keyboard and a screen reader continue at the answer that replaced it.
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo) result.current?.focus();
  }, [sentTo]);

  const onSubmit = form.onSubmit((data) => {
    setFormError(null);
    request.mutate(data, {
      onSuccess: () => setSentTo(data.email),
      onError: (error) => {
        form.showServerErrors(error);
        setFormError(errorText(error));
      },
    });
  });

  if (sentTo) {
    return (
      <AccountCard title={t.title}>
        <Stack gap="md" mt="md">
          <Alert
            ref={result}
            tabIndex={-1}
            color="green"
            variant="light"
            icon={<IconMailForward aria-hidden />}
            role="status"
          >
            {t.sent(sentTo)}
          </Alert>
          <Button
            variant="default"
            onClick={() => {
              setSentTo(null);
              form.reset();
            }}
          >
            {t.tryAnother}
          </Button>
          <Anchor component={Link} to={paths.signIn} ta="center" size="sm">
            {common.backToSignIn}
          </Anchor>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t.title} intro={t.intro}>
      <AccountForm onSubmit={onSubmit} error={formError} submit={t.submit} pending={request.isPending}>
        <EmailField label={t.email} maxLength={USER_LIMITS.emailMax} {...form.text('email')} />
      </AccountForm>
    </AccountCard>
  );
}
