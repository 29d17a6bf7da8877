import type { NotificationNewEvent, NotificationReadEvent, ServerToClientEvents } from '@otousta/shared/realtime';
import type { NotificationList } from '@otousta/shared/schemas/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { getSocket, subscribeSocket } from '../../../lib/socket';
import { useCacheBridge } from '../../../lib/use-cache-bridge';
import { notificationsKeys } from '../api/keys';

type NotificationsSocket = Socket<ServerToClientEvents>;

const bridged = new WeakSet<NotificationsSocket>();

/** The bell's count and list follow the server: a new notification, or one read in another tab or on another device. */
function bridgeNotifications(socket: NotificationsSocket, queryClient: QueryClient) {
  if (bridged.has(socket)) return;
  bridged.add(socket);
  const setCount = (unreadCount: number) =>
    queryClient.setQueryData<NotificationList>(notificationsKeys.latest(), (data) => data && { ...data, unreadCount });
  socket.on('notification:new', ({ notification, unreadCount }: NotificationNewEvent) => {
    queryClient.setQueryData<NotificationList>(
      notificationsKeys.latest(),
      (data) =>
        data && {
          ...data,
          unreadCount,
          notifications: [notification, ...data.notifications.filter((n) => n.id !== notification.id)].slice(
            0,
            data.notifications.length + 1,
          ),
        },
    );
    void queryClient.invalidateQueries({ queryKey: notificationsKeys.pages() });
  });
  socket.on('notification:read', ({ unreadCount }: NotificationReadEvent) => {
    setCount(unreadCount);
    void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  });
  // Back after a lost connection: whatever came meanwhile is fetched.
  socket.io.on('reconnect', () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all }));
}

const useSocket = () =>
  useSyncExternalStore(
    subscribeSocket,
    () => getSocket() as NotificationsSocket | null,
    () => null,
  );

/** Keeps the notification caches in step with the realtime connection while mounted anywhere in the app. */
export function useNotificationsRealtime() {
  const socket = useSocket();
  useCacheBridge(socket, bridgeNotifications);
}
