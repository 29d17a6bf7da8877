import { api } from '../../../lib/api-client';

/** PATCH /api/messages/conversations/{id}/read: the caller's unread messages there become read (docs/product.md §4). */
export const markConversationRead = (id: string) =>
  api.patch<{ conversationId: string; messageIds: string[]; readAt: string }>(
    `/messages/conversations/${encodeURIComponent(id)}/read`,
  );
