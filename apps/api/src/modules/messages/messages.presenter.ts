import type { ChatMessage, Conversation, Participant } from '@otousta/shared/schemas/messages';
import type { UserSummary } from '../users/users.service.js';
import type { ConversationView } from './messages.service.js';
import type { ConversationRow, MessageRow } from './messages.table.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    type: row.type,
    fileUrl: row.fileUrl,
    fileName: row.fileName,
    fileSize: row.fileSize,
    replyTo: row.replyTo,
    reactions: row.reactions,
    isEdited: row.isEdited,
    isDeleted: row.isDeleted,
    status: row.status,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    editedAt: iso(row.editedAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
  };
}

function toParticipant(row: UserSummary): Participant {
  return {
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    businessName: row.businessName,
    userType: row.userType,
    photos: row.photos,
    isOnline: row.isOnline,
    lastSeen: iso(row.lastSeen),
  };
}

/** A conversation as its participant `viewerId` sees it: both participants, both unread counts and their own. */
export function toConversation(row: ConversationRow, people: Map<string, UserSummary>, viewerId: string): Conversation {
  const participants = [row.userA, row.userB]
    .map((id) => people.get(id))
    .filter((p): p is UserSummary => !!p)
    .map(toParticipant);
  return {
    _id: row.id,
    id: row.id,
    participants,
    lastMessageContent: row.lastMessageContent,
    lastMessageTime: iso(row.lastMessageTime),
    lastMessageSenderId: row.lastMessageSenderId,
    unreadCounts: { [row.userA]: row.unreadA, [row.userB]: row.unreadB },
    unreadCount: row.userA === viewerId ? row.unreadA : row.unreadB,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toConversationOf = (view: ConversationView, viewerId: string): Conversation => ({
  ...toConversation(view.row, view.people, viewerId),
  ...(view.partnerHint ? { partnerHint: view.partnerHint } : {}),
});
