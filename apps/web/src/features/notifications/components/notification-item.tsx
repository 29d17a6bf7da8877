import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notificationUiTexts as t } from '@otousta/shared/messages/notifications';
import type { Notification } from '@otousta/shared/schemas/notifications';
import { notificationTime } from '@otousta/shared/text/relative-time';
import { Link } from 'react-router';
import classes from './notifications.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Opening it marks it read. */
  onOpen: (notification: Notification) => void;
  /** The page's own button to mark it read without opening it. */
  onMarkRead?: (notification: Notification) => void;
}

/** One notification: who did what, when, as a link to its subject; an unread one is marked with a dot and bold text. */
export function NotificationItem({ notification: n, onOpen, onMarkRead }: NotificationItemProps) {
  return (
    <Box component="li" className={classes.item} data-unread={!n.read || undefined} data-testid="notification-item">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span className={classes.dot} aria-hidden />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Link to={n.link} className={classes.link} onClick={() => onOpen(n)}>
            <Text component="span" size="sm" fw={n.read ? 500 : 700} display="block">
              {!n.read && <VisuallyHidden component="span">{t.unread}: </VisuallyHidden>}
              {n.title}
            </Text>
            <Text component="span" size="sm" c="dimmed" display="block" className={classes.body}>
              {n.body}
            </Text>
          </Link>
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="xs" c="dimmed">
              <time dateTime={n.updatedAt}>{notificationTime(n.updatedAt)}</time>
            </Text>
            {onMarkRead && !n.read && (
              <UnstyledButton className={classes.markRead} onClick={() => onMarkRead(n)}>
                {t.markRead}
              </UnstyledButton>
            )}
          </Group>
        </Box>
      </Group>
    </Box>
  );
}
