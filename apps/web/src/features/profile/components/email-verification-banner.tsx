import { Alert, Button, Stack, Text } from '@mantine/core';
import { verificationBannerTexts as t } from '@otousta/shared/messages/account';
import { IconMailExclamation } from '@tabler/icons-react';
import { errorText } from '../../../lib/error-text';
import { useRequestVerification } from '../api/request-verification';

/**
 * Until the address is verified, /profilim says so and offers a new link: a forgotten password can only be reset
 * through a verified address.
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const request = useRequestVerification();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation aria-hidden />}
      title={t.title}
      mb="lg"
      // Yellow text on the yellow tint is too faint to read (2.8:1); the title keeps the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      // A standing notice of the page, not an interruption: a labelled region instead of Mantine's role="alert".
      role="region"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t.body(email)}</Text>
        <div aria-live="polite">
          {request.isSuccess && (
            <Text size="sm" fw={600} role="status">
              {t.sent(email)}
            </Text>
          )}
          {request.isError && (
            <Text size="sm" c="red.8" role="alert">
              {t.failed}: {errorText(request.error)}
            </Text>
          )}
        </div>
        <Button
          size="sm"
          variant="white"
          color="dark"
          loading={request.isPending}
          onClick={() => request.mutate()}
          // The label wraps on a narrow phone instead of running out of the banner.
          h="auto"
          mih={36}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left', paddingBlock: 6 } }}
        >
          {t.resend}
        </Button>
      </Stack>
    </Alert>
  );
}
