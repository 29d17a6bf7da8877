import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notificationUiTexts as t } from '@otousta/shared/messages/notifications';
import type { Notification } from '@otousta/shared/schemas/notifications';
import { IconBellOff } from '@tabler/icons-react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorText } from '../../../lib/error-text';
import { useNotificationPages } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

/** /bildirimler: every notification, newest first, page after page; each opens its subject. */
export function NotificationsPage() {
  const pages = useNotificationPages();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const read = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id);
  };

  if (pages.isPending) return <PageLoader />;
  const items = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadCount = pages.data?.pages[0]?.unreadCount ?? 0;

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t.pageTitle}
        </Title>
        {unreadCount > 0 && (
          <Button variant="light" size="sm" onClick={() => markAll.mutate()} loading={markAll.isPending}>
            {t.markAllRead}
          </Button>
        )}
      </Group>
      {pages.isError ? (
        <LoadFailed title={t.loadFailed} message={errorText(pages.error)} onRetry={() => pages.refetch()} />
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconBellOff size={36} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text fw={600}>{t.empty}</Text>
            <Text size="sm" c="dimmed">
              {t.emptyHint}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <ul className={classes.list} aria-label={t.pageTitle}>
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} onOpen={read} onMarkRead={read} />
            ))}
          </ul>
        </Paper>
      )}
      {pages.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t.loadMore}
          </Button>
        </Group>
      )}
    </Container>
  );
}
