import { type MessageStatus, type MessageType, messageStatuses, messageTypes } from '@otousta/shared/schemas/messages';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz, writeTimes } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

export interface Reaction {
  userId: string;
  emoji: string;
}

/**
 * One conversation per pair of users (docs/product.md §3 'Conversation'). The pair is stored in a fixed order
 * (user_a < user_b) so a unique index makes a second conversation of the same two people impossible, whoever
 * writes first. Each participant's unread count is stored with it and kept in step by every write that changes it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text().primaryKey(),
    userA: cascadeRef(() => users.id),
    userB: cascadeRef(() => users.id),
    unreadA: integer().notNull().default(0),
    unreadB: integer().notNull().default(0),
    lastMessageId: text(),
    lastMessageContent: text(),
    lastMessageSenderId: text(),
    lastMessageTime: timestamptz(),
    ...writeTimes(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.userA, t.userB),
    check('conversations_pair_order', sql`${t.userA} < ${t.userB}`),
    index('conversations_user_a_recent_idx').on(t.userA, t.lastMessageTime.desc()),
    index('conversations_user_b_recent_idx').on(t.userB, t.lastMessageTime.desc()),
  ],
);

/** docs/product.md §3 'Message'. Ids are UUIDv7, so ordering by id is ordering by time and ids serve as paging cursors. */
export const messages = pgTable(
  'messages',
  {
    id: text().primaryKey(),
    conversationId: cascadeRef(() => conversations.id),
    senderId: cascadeRef(() => users.id),
    receiverId: cascadeRef(() => users.id),
    /** The sender's own id for the message: a retry with the same one finds the stored message. */
    clientId: text(),
    content: text().notNull(),
    type: text({ enum: messageTypes }).$type<MessageType>().notNull().default('text'),
    fileUrl: text(),
    fileName: text(),
    fileSize: integer(),
    replyTo: text(),
    reactions: jsonb().$type<Reaction[]>().notNull().default([]),
    isEdited: boolean().notNull().default(false),
    isDeleted: boolean().notNull().default(false),
    status: text({ enum: messageStatuses }).$type<MessageStatus>().notNull().default('sent'),
    createdAt: timestamptz().notNull().defaultNow(),
    editedAt: timestamptz(),
    deliveredAt: timestamptz(),
    readAt: timestamptz(),
  },
  (t) => [
    // NULL client ids never collide, so messages sent without one are unaffected.
    uniqueIndex('messages_sender_client_idx').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    // Receipts touch only what is not yet read; the index stays small as conversations get read.
    index('messages_receiver_unread_idx').on(t.receiverId, t.conversationId).where(sql`${t.status} <> 'read'`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
