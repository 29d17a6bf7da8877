import { MESSAGE_LIMITS } from '@otousta/shared/schemas/message-limits';
import type { ConversationPage } from '@otousta/shared/schemas/messages';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

export type ConversationPages = InfiniteData<ConversationPage>;

/**
 * GET /api/messages/conversations/{id}: the newest 50, `before` an id for older ones (scrolling up), `after` an id
 * for what arrived since (catching up after a reconnect). Messages come oldest first.
 */
export const getConversationMessages = (
  id: string,
  cursor: { before?: string; after?: string } = {},
  { signal }: { signal?: AbortSignal } = {},
) =>
  api.get<ConversationPage>(`/messages/conversations/${encodeURIComponent(id)}`, {
    signal,
    query: { limit: MESSAGE_LIMITS.pageSize, ...cursor },
  });

/** Page 0 is the newest; each next page holds the 50 messages before the oldest one loaded. */
export const conversationMessagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: messagesKeys.conversation(id),
    queryFn: ({ pageParam, signal }) => getConversationMessages(id, { before: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.id : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConversationMessages = (id: string | null) =>
  useInfiniteQuery({ ...conversationMessagesQueryOptions(id ?? ''), enabled: !!id });
