import type { ConversationContext } from '@otousta/shared/schemas/conversation-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** GET /api/messages/conversations/{id}/context: the newest appointments and quote requests between the two sides. */
export const getConversationContext = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api
    .get<{ context: ConversationContext }>(`/messages/conversations/${encodeURIComponent(id)}/context`, { signal })
    .then((answer) => answer.context);

export const conversationContextQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messagesKeys.context(id),
    queryFn: ({ signal }) => getConversationContext(id, { signal }),
  });

export const useConversationContext = (id: string) => useQuery(conversationContextQueryOptions(id));
