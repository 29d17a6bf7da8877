import { ActionIcon, Anchor, Box, Button, Group, Indicator, Loader, Popover, Text } from '@mantine/core';
import { notificationUiTexts as t } from '@otousta/shared/messages/notifications';
import type { Notification } from '@otousta/shared/schemas/notifications';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-read';
import { useNotificationsRealtime } from '../realtime/use-notifications-realtime';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

interface NotificationBellProps {
  /** Where the full list lives (/bildirimler). */
  listHref: string;
  hiddenFrom?: 'lg';
  visibleFrom?: 'lg';
}

/** The header's bell: the unread count as a badge, and a dropdown of the latest with a link to all of them. */
export function NotificationBell({ listHref, hiddenFrom, visibleFrom }: NotificationBellProps) {
  useNotificationsRealtime();
  const [opened, setOpened] = useState(false);
  const latest = useLatestNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const count = latest.data?.unreadCount ?? 0;
  const open = (n: Notification) => {
    setOpened(false);
    if (!n.read) markRead.mutate(n.id);
  };

  return (
    <Box hiddenFrom={hiddenFrom} visibleFrom={visibleFrom}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withArrow trapFocus>
        {/* The badge sits around the target: the popover's own aria attributes stay on the button. */}
        <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} color="red" offset={4}>
          <Popover.Target>
            <ActionIcon
              variant={opened ? 'light' : 'subtle'}
              size="lg"
              onClick={() => setOpened((o) => !o)}
              aria-label={count ? t.bellUnread(count) : t.bellLabel}
              data-testid="notification-bell"
              data-count={count}
            >
              <IconBell size={22} stroke={1.7} aria-hidden />
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)" role="dialog" aria-label={t.bellLabel}>
          <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
            <Text fw={700}>{t.bellLabel}</Text>
            {count > 0 && (
              <Button variant="subtle" size="compact-xs" onClick={() => markAll.mutate()} loading={markAll.isPending}>
                {t.markAllRead}
              </Button>
            )}
          </Group>
          <Box className={classes.dropdown}>
            {latest.isPending ? (
              <Group justify="center" p="md">
                <Loader size="sm" aria-label="Yükleniyor" />
              </Group>
            ) : latest.isError ? (
              <Text size="sm" c="red" p="sm" role="alert">
                {t.loadFailed}
              </Text>
            ) : latest.data.notifications.length === 0 ? (
              <Text size="sm" c="dimmed" p="sm">
                {t.empty}
              </Text>
            ) : (
              <ul className={classes.list}>
                {latest.data.notifications.map((n) => (
                  <NotificationItem key={n.id} notification={n} onOpen={open} />
                ))}
              </ul>
            )}
          </Box>
          <Box p="xs" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Anchor component={Link} to={listHref} size="sm" onClick={() => setOpened(false)}>
              {t.seeAll}
            </Anchor>
          </Box>
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
