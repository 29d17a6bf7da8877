import { type NotificationSubject, notificationSubject } from '@otousta/shared/notifications/events';
import type { NotificationNewEvent } from '@otousta/shared/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getSocket, subscribeSocket } from './socket';

/**
 * Keeps a page's data live on the events the bell already hears: while mounted, a `notification:new` about one of
 * `subjects` (e.g. 'appointment': every 'appointment.*' type, today's and any added later) refetches the queries under
 * `queryKey`, and so does coming back after a lost connection, which may have missed some.
 */
export function useLiveRefresh(subjects: readonly NotificationSubject[], queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const socket = useSyncExternalStore(subscribeSocket, getSocket, () => null);
  // Compared by value: callers pass literals that are new on every render.
  const key = JSON.stringify(queryKey);
  const wanted = subjects.join(' ');
  useEffect(() => {
    if (!socket) return;
    const heardOf = new Set(wanted.split(' '));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    const heard = ({ notification }: NotificationNewEvent) => {
      if (heardOf.has(notificationSubject(notification.type))) refresh();
    };
    socket.on('notification:new', heard);
    socket.io.on('reconnect', refresh);
    return () => {
      socket.off('notification:new', heard);
      socket.io.off('reconnect', refresh);
    };
  }, [socket, queryClient, key, wanted]);
}
