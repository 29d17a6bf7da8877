import type { NotificationPreference, NotificationPreferences } from '@otousta/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** PUT /api/notifications/preferences → all preferences as saved. */
export const saveNotificationPreferences = (preferences: NotificationPreference[]) =>
  api.put<NotificationPreferences>('/notifications/preferences', { preferences }).then((body) => body.preferences);

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationsKeys.preferences(), saved),
  });
}
