import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { notificationsKeys } from './keys';

/** POST /api/notifications/read-all → every notification of the user read. */
export const markAllNotificationsRead = () => api.post<{ unreadCount: number }>('/notifications/read-all');

export function useMarkAllNotificationsRead() {
  return useRefreshingMutation(markAllNotificationsRead, notificationsKeys.all);
}
