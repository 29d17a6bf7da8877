import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { accountCommonTexts as common, verifyEmailTexts as t } from '@otousta/shared/messages/account';
import { errorMessages } from '@otousta/shared/messages/tr';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { FormError } from '../../../components/ui/form-error';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { AccountCard } from './account-card';

/** A refused link reads as one, whatever the server found wrong with it; any other failure is worth a retry. */
const linkRefused = (error: unknown) => isApiError(error) && error.code === 'VERIFY_TOKEN_INVALID';

/**
 * /e-posta-dogrula?token=…, opened from a mailed link: verifies on arrival and shows the result. The same link
 * confirms a new address after an e-mail change. A token is used once, so it is sent once per page, however often
 * React runs the effect.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { isSignedIn } = useSession();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  const next = isSignedIn ? (
    <Button component={Link} to={paths.profile}>
      {t.toProfile}
    </Button>
  ) : (
    <Button component={Link} to={paths.signIn}>
      {t.toSignIn}
    </Button>
  );

  let body: React.ReactNode;
  if (!token || (verify.isError && linkRefused(verify.error))) {
    body = (
      <>
        <FormError>{errorMessages.VERIFY_TOKEN_INVALID}</FormError>
        {next}
      </>
    );
  } else if (verify.isError) {
    body = (
      <>
        <FormError>{errorText(verify.error)}</FormError>
        <Button onClick={() => mutate({ token })}>{common.retry}</Button>
      </>
    );
  } else if (verify.isSuccess) {
    body = (
      <>
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          {t.done}
        </Alert>
        {next}
      </>
    );
  } else {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t.checking}</Text>
      </Group>
    );
  }

  return (
    <AccountCard title={t.title}>
      <Stack gap="md" mt="md" aria-live="polite">
        {body}
      </Stack>
    </AccountCard>
  );
}
