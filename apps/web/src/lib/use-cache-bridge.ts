import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps a feature's caches in step with a realtime connection while mounted anywhere in the app: `bridge` wires the
 * socket's events to the query cache (once per socket, which the bridge itself remembers).
 */
export function useCacheBridge<Socket>(
  socket: Socket | null,
  bridge: (socket: Socket, queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (socket) bridge(socket, queryClient);
  }, [socket, queryClient, bridge]);
}
