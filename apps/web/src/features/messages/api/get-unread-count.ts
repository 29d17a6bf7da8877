import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useMessagesRealtime } from '../realtime/use-messages-realtime';
import { messagesKeys } from './keys';

/** GET /api/messages/unread-count. */
export const getUnreadCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ unreadCount: number }>('/messages/unread-count', { signal, background: true });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messagesKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    staleTime: 60_000,
  });

/**
 * The signed-in user's unread messages over all conversations, for the navigation badge; 0 when signed out.
 * Realtime events keep it current on every page, and mounting it makes this tab confirm deliveries.
 */
export function useUnreadCount(): number {
  const { isSignedIn } = useSession();
  useMessagesRealtime();
  const { data } = useQuery({ ...unreadCountQueryOptions(), enabled: isSignedIn });
  return isSignedIn ? (data?.unreadCount ?? 0) : 0;
}
