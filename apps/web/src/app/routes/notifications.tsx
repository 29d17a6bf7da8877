import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { notificationUiTexts } from '@otousta/shared/messages/notifications';
import { Link } from 'react-router';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useHere } from '../../lib/use-here';
import { signInHref } from '../paths';

export function Component() {
  usePageTitle(notificationUiTexts.pageTitle);
  const { isSignedIn } = useSession();
  const here = useHere();
  if (isSignedIn) return <NotificationsPage />;
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1}>Giriş Yapılmamış</Title>
        <Text c="dimmed">Bildirimlerinizi görmek için giriş yapın.</Text>
        <Button component={Link} to={signInHref(here)}>
          Giriş Yap
        </Button>
      </Stack>
    </Container>
  );
}
