/** Query keys of the messages feature; realtime events update the caches under them. */
export const messagesKeys = {
  all: ['messages'] as const,
  conversations: () => ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  context: (id: string) => ['messages', 'context', id] as const,
  unreadCount: () => ['messages', 'unread-count'] as const,
  userSearch: (q: string) => ['messages', 'user-search', q] as const,
  user: (id: string) => ['messages', 'user', id] as const,
};
