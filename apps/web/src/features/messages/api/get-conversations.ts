import type { ConversationList } from '@otousta/shared/schemas/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

// The list shows the most recent conversations; older ones come back to the top with their next message.
const LIST_LIMIT = 100;

/** GET /api/messages/conversations (docs/product.md §7). */
export const getConversations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<ConversationList>('/messages/conversations', { signal, query: { limit: LIST_LIMIT } });

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: messagesKeys.conversations(),
    queryFn: ({ signal }) => getConversations({ signal }),
    // Realtime events keep the list current; a refetch on every mount would only flicker.
    staleTime: 60_000,
  });

export const useConversations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...conversationsQueryOptions(), enabled });
