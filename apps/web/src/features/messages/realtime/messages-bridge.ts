import type { ConversationList } from '@otousta/shared/schemas/messages';
import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../../../lib/session-store';
import { type ConversationPages, getConversationMessages } from '../api/get-conversation-messages';
import { messagesKeys } from '../api/keys';
import {
  applyMessageToList,
  applyPresence,
  applyStatus,
  clearUnread,
  lastMessageId,
  upsertMessage,
} from '../messages-cache';
import type { MessagesSocket } from './messages-socket';
import { typingStarted, typingStopped } from './typing-store';

let activeConversation: string | null = null;

/** The conversation on screen: its new messages are read at once instead of counted as unread. */
export function setActiveConversation(id: string | null) {
  activeConversation = id;
}
const isLookingAt = (conversationId: string) =>
  activeConversation === conversationId && document.visibilityState === 'visible';

/** Fetches what arrived after the last message the tab has, page by page, into the cache. */
export async function catchUpConversation(queryClient: QueryClient, conversationId: string) {
  const key = messagesKeys.conversation(conversationId);
  let after = lastMessageId(queryClient.getQueryData<ConversationPages>(key));
  if (!after) return;
  for (;;) {
    const page = await getConversationMessages(conversationId, { after });
    for (const message of page.messages) {
      queryClient.setQueryData<ConversationPages>(key, (data) => upsertMessage(data, message));
    }
    after = page.messages.at(-1)?.id;
    if (!page.hasMore || !after) return;
  }
}

// One set of listeners per socket, however many components want the realtime updates.
const bridged = new WeakSet<MessagesSocket>();

/**
 * Turns the realtime events into cache updates (docs/decisions/004-realtime-contract.md): new messages, receipts,
 * presence and typing, on whatever page the user is. Confirms delivery of every message this tab receives.
 */
export function bridgeMessages(socket: MessagesSocket, queryClient: QueryClient) {
  if (bridged.has(socket)) return;
  bridged.add(socket);
  const me = () => getSession()?.user.id;
  const conversations = messagesKeys.conversations();
  let connectedBefore = socket.connected;

  socket.on('connect', () => {
    // Recovery replays what was missed; without it the tab catches up by fetching (docs/product.md §4,
    // docs/decisions/004-realtime-contract.md).
    if (connectedBefore && !socket.recovered) {
      void queryClient.invalidateQueries({ queryKey: conversations });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.unreadCount() });
      for (const [key] of queryClient.getQueriesData<ConversationPages>({ queryKey: ['messages', 'conversation'] })) {
        const id = String(key[2]);
        if (id === activeConversation) {
          catchUpConversation(queryClient, id).catch((error: unknown) => console.warn('Mesajlar alınamadı:', error));
        } else void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      }
    }
    connectedBefore = true;
  });

  socket.on('message:receive', (message) => {
    const viewer = me();
    if (!viewer) return;
    const incoming = message.receiverId === viewer;
    const unread = incoming && !isLookingAt(message.conversationId);
    queryClient.setQueryData<ConversationPages>(messagesKeys.conversation(message.conversationId), (data) =>
      upsertMessage(data, message),
    );
    const list = queryClient.getQueryData<ConversationList>(conversations);
    const updated = list && applyMessageToList(list, message, viewer, unread);
    if (updated) queryClient.setQueryData(conversations, updated);
    else void queryClient.invalidateQueries({ queryKey: conversations });
    if (incoming) {
      socket.emit('message:delivered', { messageIds: [message.id] });
      typingStopped({ conversationId: message.conversationId });
      if (unread) void queryClient.invalidateQueries({ queryKey: messagesKeys.unreadCount() });
    }
  });

  socket.on('message:delivered', (event) => {
    queryClient.setQueryData<ConversationPages>(messagesKeys.conversation(event.conversationId), (data) =>
      applyStatus(data, event.messageIds, 'delivered'),
    );
  });

  socket.on('message:read', (event) => {
    const viewer = me();
    // The other participant read the viewer's messages (ticks turn blue), or the viewer read theirs here or in
    // another tab (nothing is left waiting to be read).
    queryClient.setQueryData<ConversationPages>(messagesKeys.conversation(event.conversationId), (data) =>
      applyStatus(data, event.messageIds, 'read'),
    );
    if (event.readerId !== viewer) return;
    // Read in this tab or another one: the badges follow.
    queryClient.setQueryData<ConversationList>(
      conversations,
      (list) => list && clearUnread(list, event.conversationId, viewer, event.messageIds.length),
    );
    void queryClient.invalidateQueries({ queryKey: messagesKeys.unreadCount() });
  });

  const presence = (event: Parameters<typeof applyPresence>[1]) => {
    queryClient.setQueryData<ConversationList>(
      conversations,
      (list) => list && { ...list, conversations: list.conversations.map((c) => applyPresence(c, event)) },
    );
    for (const [key, data] of queryClient.getQueriesData<ConversationPages>({
      queryKey: ['messages', 'conversation'],
    })) {
      if (!data) continue;
      queryClient.setQueryData<ConversationPages>(key, {
        ...data,
        pages: data.pages.map((page) => ({ ...page, conversation: applyPresence(page.conversation, event) })),
      });
    }
  };
  socket.on('user:online', presence);
  socket.on('user:offline', presence);
  socket.on('typing:start', typingStarted);
  socket.on('typing:stop', typingStopped);
}
