import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { notificationTypeLabels, notificationUiTexts as t } from '@otousta/shared/messages/notifications';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The page a mail's unsubscribe link opens, signed in or not: one button stops that type's mails. It asks first, so a
 * mail scanner that opens links cannot unsubscribe anyone.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <Container size="xs" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <IconMailOff size={36} stroke={1.5} aria-hidden color="var(--mantine-color-blue-7)" />
          <Title order={1} fz={24}>
            {t.unsubscribeTitle}
          </Title>
          {!token ? (
            <Alert color="red" role="alert">
              {t.unsubscribeMissing}
            </Alert>
          ) : unsubscribe.isSuccess ? (
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
              {t.unsubscribeDone} ({notificationTypeLabels[unsubscribe.data.type]})
            </Alert>
          ) : (
            <>
              <Text>{t.unsubscribeGeneric}</Text>
              {unsubscribe.isError && (
                <Alert color="red" role="alert" w="100%">
                  {errorText(unsubscribe.error)}
                </Alert>
              )}
              <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending}>
                {t.unsubscribeButton}
              </Button>
            </>
          )}
          <Text size="sm" c="dimmed">
            {t.unsubscribeHint}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
