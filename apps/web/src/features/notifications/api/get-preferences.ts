import type { NotificationPreferences } from '@otousta/shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** GET /api/notifications/preferences: every type with its three channels. */
export const getNotificationPreferences = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<NotificationPreferences>('/notifications/preferences', { signal }).then((body) => body.preferences);

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences({ signal }),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
