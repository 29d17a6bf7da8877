import { notificationTexts } from '@otousta/shared/messages/notifications';
import type { Notification } from '@otousta/shared/schemas/notifications';
import type { NotificationRow } from './notifications.table.js';

/** The words of a stored notification, rendered now: a collapsed one says how many events it holds. */
export function textOf(row: Pick<NotificationRow, 'type' | 'params' | 'eventCount'>) {
  return notificationTexts[row.type]({ ...row.params, count: String(row.eventCount) });
}

export function toNotification(row: NotificationRow): Notification {
  const { title, body } = textOf(row);
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    title,
    body,
    link: row.link,
    actorId: row.actorId,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
