import { NOTIFICATION_LIMITS, type NotificationList } from '@otousta/shared/schemas/notifications';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notificationsKeys } from './keys';

/** GET /api/notifications?cursor=&limit= → the user's notifications, newest first, and the unread count. */
export const getNotifications = (
  { cursor, limit }: { cursor?: string | null; limit: number },
  { signal, background }: { signal?: AbortSignal; background?: boolean } = {},
) => {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return api.get<NotificationList>(`/notifications?${query}`, { signal, background });
};

/** The bell's dropdown and badge: the latest few and the unread count, kept current by the socket. */
export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.latest(),
    queryFn: ({ signal }) =>
      getNotifications({ limit: NOTIFICATION_LIMITS.dropdownSize }, { signal, background: true }),
    staleTime: 60_000,
  });

export function useLatestNotifications() {
  const { isSignedIn } = useSession();
  return useQuery({ ...latestNotificationsQueryOptions(), enabled: isSignedIn });
}

/** /bildirimler: page after page by cursor. */
export const notificationPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.pages(),
    queryFn: ({ pageParam, signal }) =>
      getNotifications({ cursor: pageParam, limit: NOTIFICATION_LIMITS.pageSize }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useNotificationPages = () => useInfiniteQuery(notificationPagesQueryOptions());
