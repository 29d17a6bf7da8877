import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { ClientMessageStatus } from '@otousta/shared/schemas/messages';
import { IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { bubbleTime } from '../message-format';
import type { UiMessage } from '../messages-cache';
import classes from './messages.module.css';

/** docs/product.md §4 'Message delivery': sending → sent → delivered → read, shown as ticks on the sender's own messages. */
export const statusLabels: Record<ClientMessageStatus, string> = {
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  delivered: 'İletildi',
  read: 'Okundu',
};

function StatusTick({ status }: { status: ClientMessageStatus }) {
  const label = statusLabels[status];
  const props = { size: 16, stroke: 2, 'aria-hidden': true } as const;
  return (
    <span className={classes.status} data-status={status} title={label}>
      {status === 'sending' ? (
        <IconClock {...props} />
      ) : status === 'sent' ? (
        <IconCheck {...props} />
      ) : (
        <IconChecks {...props} />
      )}
      <VisuallyHidden component="span">{label}</VisuallyHidden>
    </span>
  );
}

export function MessageBubble({ message, own }: { message: UiMessage; own: boolean }) {
  return (
    <Box className={classes.bubbleRow} data-own={own || undefined} data-testid="message" data-status={message.status}>
      <div className={classes.bubble}>
        {message.isDeleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            Bu mesaj silindi
          </Text>
        ) : (
          <Text size="sm" className={classes.content}>
            {message.content}
          </Text>
        )}
        <div className={classes.meta}>
          {message.isEdited && !message.isDeleted && <span>düzenlendi</span>}
          <time dateTime={message.createdAt}>{bubbleTime(message.createdAt)}</time>
          {own && <StatusTick status={message.status} />}
        </div>
      </div>
    </Box>
  );
}
