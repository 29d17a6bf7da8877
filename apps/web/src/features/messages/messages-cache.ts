import type { PresenceEvent } from '@otousta/shared/realtime';
import type {
  ChatMessage,
  ClientMessageStatus,
  Conversation,
  ConversationList,
  MessageStatus,
} from '@otousta/shared/schemas/messages';
import type { ConversationPages } from './api/get-conversation-messages';

/** A message as the chat shows it: the server's, or the sender's own copy while it is still 'sending'. */
export type UiMessage = Omit<ChatMessage, 'status'> & { status: ClientMessageStatus };

type TextFields = 'conversationId' | 'senderId' | 'receiverId' | 'content' | 'clientId' | 'createdAt';

/** A plain text message (no file, reply, reaction or edit yet), as the sender's screen shows it while it is sent. */
export const textMessage = <S extends ClientMessageStatus>(
  id: string,
  fields: Pick<ChatMessage, TextFields> & { status: S },
) => ({
  _id: id,
  id,
  ...fields,
  type: 'text' as const,
  fileUrl: null,
  fileName: null,
  fileSize: null,
  replyTo: null,
  reactions: [],
  isEdited: false,
  isDeleted: false,
  editedAt: null,
  deliveredAt: null,
  readAt: null,
});

const rank: Record<ClientMessageStatus, number> = { sending: 0, sent: 1, delivered: 2, read: 3 };

/** Statuses only move forward (docs/product.md §4): a late 'delivered' never turns a read message back. */
export const laterStatus = <S extends ClientMessageStatus>(a: S, b: S): S => (rank[b] > rank[a] ? b : a);

/** Every loaded message of a conversation, oldest first (page 0 is the newest page). */
export function flattenPages(data: ConversationPages | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** Adds a message (or refreshes one already there), keeping the newest page in id order. */
export function upsertMessage(
  data: ConversationPages | undefined,
  message: ChatMessage,
): ConversationPages | undefined {
  if (!data || data.pages.length === 0) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.messages.some((m) => m.id === message.id)) return page;
    found = true;
    return {
      ...page,
      messages: page.messages.map((m) =>
        m.id === message.id ? { ...message, status: laterStatus(m.status, message.status) } : m,
      ),
    };
  });
  if (found) return { ...data, pages };
  const [newest, ...older] = data.pages;
  // UUIDv7 ids sort by time, so a message that overtook another on the wire still lands in its place.
  const messages = [...newest!.messages, message].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { ...data, pages: [{ ...newest!, messages }, ...older] };
}

/** Moves the given messages forward to `status` (receipts from the other side). */
export function applyStatus(
  data: ConversationPages | undefined,
  messageIds: readonly string[],
  status: MessageStatus,
): ConversationPages | undefined {
  if (!data) return data;
  const ids = new Set(messageIds);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (ids.has(m.id) ? { ...m, status: laterStatus(m.status, status) } : m)),
    })),
  };
}

/** The newest message id the server gave, the point to catch up from after a reconnect. */
export const lastMessageId = (data: ConversationPages | undefined) => flattenPages(data).at(-1)?.id;

/**
 * A new message moves its conversation to the top with a fresh preview; it counts as unread for the receiver
 * unless they are looking at it. Returns undefined when the conversation is not in the list (it must be fetched).
 */
export function applyMessageToList(
  list: ConversationList,
  message: ChatMessage,
  viewerId: string,
  countAsUnread: boolean,
): ConversationList | undefined {
  const current = list.conversations.find((c) => c.id === message.conversationId);
  if (!current) return undefined;
  const newer = !current.lastMessageTime || current.lastMessageTime <= message.createdAt;
  const unreadCount = current.unreadCount + (countAsUnread ? 1 : 0);
  const updated: Conversation = {
    ...current,
    ...(newer
      ? {
          lastMessageContent: message.content,
          lastMessageTime: message.createdAt,
          lastMessageSenderId: message.senderId,
        }
      : {}),
    unreadCount,
    unreadCounts: { ...current.unreadCounts, [viewerId]: unreadCount },
  };
  const others = list.conversations.filter((c) => c.id !== message.conversationId);
  return {
    ...list,
    conversations: newer ? [updated, ...others] : list.conversations.map((c) => (c === current ? updated : c)),
  };
}

/** The viewer read `count` messages of a conversation (or all of them). */
export function clearUnread(list: ConversationList, conversationId: string, viewerId: string, count?: number) {
  return {
    ...list,
    conversations: list.conversations.map((c) => {
      if (c.id !== conversationId) return c;
      const unreadCount = count === undefined ? 0 : Math.max(0, c.unreadCount - count);
      return { ...c, unreadCount, unreadCounts: { ...c.unreadCounts, [viewerId]: unreadCount } };
    }),
  };
}

/** A participant came online or went offline. */
export function applyPresence(conversation: Conversation, event: PresenceEvent): Conversation {
  if (!conversation.participants.some((p) => p.id === event.userId)) return conversation;
  return {
    ...conversation,
    participants: conversation.participants.map((p) =>
      p.id === event.userId ? { ...p, isOnline: event.isOnline, lastSeen: event.lastSeen } : p,
    ),
  };
}

/** The messages the chat shows: the server's, then the sender's own still on their way (not yet acknowledged). */
export function withPending(messages: ChatMessage[], pending: UiMessage[]): UiMessage[] {
  const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
  return [...messages, ...pending.filter((p) => !stored.has(p.clientId))];
}
