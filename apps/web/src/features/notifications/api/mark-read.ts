import type { Notification } from '@otousta/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** PATCH /api/notifications/{id}/read → the notification, read, and the unread count left. */
export const markNotificationRead = (id: string) =>
  api.patch<{ notification: Notification; unreadCount: number }>(`/notifications/${encodeURIComponent(id)}/read`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
