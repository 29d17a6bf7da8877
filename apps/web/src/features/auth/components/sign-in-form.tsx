import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text } from '@mantine/core';
import { forgotPasswordTexts } from '@otousta/shared/messages/account';
import { authMessages, errorMessages } from '@otousta/shared/messages/tr';
import { loginSchema } from '@otousta/shared/schemas/auth';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, RETURN_PARAM, registerHref } from '../../../app/paths';
import { FormError } from '../../../components/ui/form-error';
import { useSession } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '../sign-in-error';
import { EmailField } from './email-field';

/**
 * docs/product.md §2 'Sign in' and §5 'Login': e-mail, password, remember me. Success stores the session; the page then
 * takes the user on. Straight after registration the form greets the new account with its e-mail address filled in.
 */
export function SignInForm({ registeredEmail }: { registeredEmail?: string }) {
  const { signIn } = useSession();
  const signInMutation = useSignIn();
  const [params] = useSearchParams();
  const form = useForm({ initialValues: { email: registeredEmail ?? '', password: '' }, schema: loginSchema });
  const [remember, setRemember] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);
  // Stays true after success until the browser leaves, so the button cannot be pressed twice.
  const [redirecting, setRedirecting] = useState(false);

  const onSubmit = form.onSubmit(
    (credentials) => {
      setFormError(null);
      signInMutation.mutate(credentials, {
        onSuccess: (result) => {
          setRedirecting(true);
          signIn(result, { remember });
        },
        onError: (error) => setFormError(signInErrorMessage(error)),
      });
    },
    (errors) =>
      setFormError(
        !form.values.email.trim() || !form.values.password
          ? errorMessages.LOGIN_REQUIRED_FIELDS
          : (Object.values(errors)[0] ?? null),
      ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
      <Stack gap="md">
        {formError ? (
          <FormError>{formError}</FormError>
        ) : (
          registeredEmail && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {authMessages.registeredSignIn}
            </Alert>
          )
        )}
        <EmailField label="E-posta" {...form.text('email')} />
        <PasswordInput
          label="Şifre"
          name="password"
          autoComplete="current-password"
          placeholder="Şifreniz"
          withAsterisk
          size="md"
          {...form.text('password')}
          visibilityToggleButtonProps={{ 'aria-label': 'Şifreyi göster veya gizle' }}
        />
        <Anchor component={Link} to={paths.forgotPassword} size="sm" mt={-8} style={{ alignSelf: 'flex-end' }}>
          {forgotPasswordTexts.link}
        </Anchor>
        <Checkbox
          label="Beni hatırla"
          name="remember"
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        <Button type="submit" size="md" fullWidth loading={signInMutation.isPending || redirecting}>
          Giriş Yap
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          Hesabınız yok mu?{' '}
          <Anchor component={Link} to={registerHref(params.get(RETURN_PARAM) ?? undefined)} fw={600}>
            Kayıt Ol
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
