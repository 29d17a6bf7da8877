import type { Notification } from '@otousta/shared/schemas/notifications';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { notificationsKeys } from './keys';

/** PATCH /api/notifications/{id}/read → the notification, read, and the unread count left. */
export const markNotificationRead = (id: string) =>
  api.patch<{ notification: Notification; unreadCount: number }>(`/notifications/${encodeURIComponent(id)}/read`);

export function useMarkNotificationRead() {
  return useRefreshingMutation(markNotificationRead, notificationsKeys.all);
}
