import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bridgeMessages } from './messages-bridge';
import { useMessagesSocket } from './messages-socket';

/** Keeps the messages caches in step with the realtime connection while mounted anywhere in the app. */
export function useMessagesRealtime() {
  const socket = useMessagesSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (socket) bridgeMessages(socket, queryClient);
  }, [socket, queryClient]);
  return socket;
}
