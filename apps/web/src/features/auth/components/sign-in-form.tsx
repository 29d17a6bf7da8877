import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { authMessages, errorMessages } from '@otousta/shared/messages/tr';
import { loginSchema } from '@otousta/shared/schemas/auth';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RETURN_PARAM, registerHref } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '../sign-in-error';

type Field = 'email' | 'password';

/**
 * Spec §2 'Sign in' and §5 'Login': e-mail, password, remember me. Success stores the session; the page then takes
 * the user on. Straight after registration the form greets the new account with its e-mail address filled in.
 */
export function SignInForm({ registeredEmail }: { registeredEmail?: string }) {
  const { signIn } = useSession();
  const signInMutation = useSignIn();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(registeredEmail ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Stays true after success until the browser leaves, so the button cannot be pressed twice.
  const [redirecting, setRedirecting] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      setFormError(
        !email.trim() || !password ? errorMessages.LOGIN_REQUIRED_FIELDS : (Object.values(errors)[0] ?? null),
      );
      return;
    }
    setFieldErrors({});
    setFormError(null);
    signInMutation.mutate(parsed.data, {
      onSuccess: (result) => {
        setRedirecting(true);
        signIn(result, { remember });
      },
      onError: (error) => setFormError(signInErrorMessage(error)),
    });
  };

  const clearFieldError = (field: Field) => setFieldErrors((errors) => ({ ...errors, [field]: undefined }));

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : (
          registeredEmail && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {authMessages.registeredSignIn}
            </Alert>
          )
        )}
        <TextInput
          label="E-posta"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="ornek@eposta.com"
          withAsterisk
          size="md"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            clearFieldError('email');
          }}
          error={fieldErrors.email}
        />
        <PasswordInput
          label="Şifre"
          name="password"
          autoComplete="current-password"
          placeholder="Şifreniz"
          withAsterisk
          size="md"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            clearFieldError('password');
          }}
          error={fieldErrors.password}
          visibilityToggleButtonProps={{ 'aria-label': 'Şifreyi göster veya gizle' }}
        />
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
