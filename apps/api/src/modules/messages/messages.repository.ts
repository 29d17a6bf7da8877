import { and, asc, type Column, desc, eq, exists, gt, inArray, lt, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pageOf } from '../../platform/table-page.js';
import { activeUser } from '../users/users.service.js';
import {
  type ConversationRow,
  conversations,
  type MessageRow,
  messages,
  type NewMessageRow,
} from './messages.table.js';

/** A pair in the stored order (user_a < user_b), the order the unique index is built on. */
export const orderedPair = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

const involves = (userId: string) => or(eq(conversations.userA, userId), eq(conversations.userB, userId))!;

/** Adds `by` to the unread count of `receiverId` (whichever side of the pair they are), never below zero. */
function unreadChange(receiverId: unknown, by: number) {
  return {
    unreadA: sql`greatest(${conversations.unreadA} + (case when ${conversations.userA} = ${receiverId} then ${by}::int else 0 end), 0)`,
    unreadB: sql`greatest(${conversations.unreadB} + (case when ${conversations.userB} = ${receiverId} then ${by}::int else 0 end), 0)`,
  };
}

/**
 * A new message in its conversation: the receiver's unread count grows, and the preview moves to it unless a newer
 * message (a larger UUIDv7) committed first.
 */
function recordMessage(message: Record<'id' | 'receiverId' | 'senderId' | 'content' | 'createdAt', unknown>) {
  const newer = sql`(${conversations.lastMessageId} is null or ${conversations.lastMessageId} < ${message.id})`;
  const pick = (value: unknown, column: Column) => sql`case when ${newer} then ${value} else ${column} end`;
  return {
    ...unreadChange(message.receiverId, 1),
    lastMessageId: pick(message.id, conversations.lastMessageId),
    lastMessageContent: pick(message.content, conversations.lastMessageContent),
    lastMessageSenderId: pick(message.senderId, conversations.lastMessageSenderId),
    lastMessageTime: pick(message.createdAt, conversations.lastMessageTime),
    // The database's clock, so the statement stays the same from one message to the next (see storeInConversation).
    updatedAt: sql`now()`,
  };
}

export type NewMessage = NewMessageRow & { id: string; createdAt: Date };

export interface PageQuery {
  limit: number;
  offset: number;
  before?: string;
  after?: string;
}

export interface ReceiptRow {
  id: string;
  conversationId: string;
  senderId: string;
}

/**
 * What sendInConversation takes of a message; the statement finds its conversation, and the rest (receipts, edits,
 * reactions) starts as a new message does.
 */
const storedFields = [
  'id',
  'senderId',
  'receiverId',
  'clientId',
  'content',
  'type',
  'fileUrl',
  'fileName',
  'fileSize',
  'replyTo',
  'createdAt',
] as const satisfies readonly (keyof NewMessage)[];
type StoredField = (typeof storedFields)[number];

/**
 * The statement nearly every message runs: it finds the pair's conversation (the receiver still active, the replied-to
 * message in it), stores the message there and records it (unread count, preview), in one round trip and without a
 * transaction of its own. Built and prepared once, because composing it for each message cost more than running it
 * (about 250 KB of garbage per message, and the collector's pauses that follow).
 */
function prepareSendInConversation(db: Db) {
  const param = (name: StoredField | 'userA' | 'userB') => sql.placeholder(name);
  const replyHere = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, param('replyTo')), eq(messages.conversationId, conversations.id)));
  const target = db.$with('target').as(
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.userA, param('userA')),
          eq(conversations.userB, param('userB')),
          activeUser(sql`${param('receiverId')}`),
          or(sql`${param('replyTo')}::text is null`, exists(replyHere)),
        ),
      ),
  );
  // INSERT … SELECT names every column in the table's order; the parameters are typed, as a select list leaves
  // them text, and the columns a new message starts without take their defaults' values.
  const row = db
    .select({
      id: sql`${param('id')}::text`.as('id'),
      conversationId: target.id,
      senderId: sql`${param('senderId')}::text`.as('sender_id'),
      receiverId: sql`${param('receiverId')}::text`.as('receiver_id'),
      clientId: sql`${param('clientId')}::text`.as('client_id'),
      content: sql`${param('content')}::text`.as('content'),
      type: sql`${param('type')}::text`.as('type'),
      fileUrl: sql`${param('fileUrl')}::text`.as('file_url'),
      fileName: sql`${param('fileName')}::text`.as('file_name'),
      fileSize: sql`${param('fileSize')}::int`.as('file_size'),
      replyTo: sql`${param('replyTo')}::text`.as('reply_to'),
      reactions: sql`'[]'::jsonb`.as('reactions'),
      isEdited: sql`false`.as('is_edited'),
      isDeleted: sql`false`.as('is_deleted'),
      status: sql`'sent'`.as('status'),
      createdAt: sql`${param('createdAt')}::timestamptz`.as('created_at'),
      editedAt: sql`null::timestamptz`.as('edited_at'),
      deliveredAt: sql`null::timestamptz`.as('delivered_at'),
      readAt: sql`null::timestamptz`.as('read_at'),
    })
    .from(target);
  const inserted = db.$with('inserted').as(
    db
      .insert(messages)
      .select(row)
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning(),
  );
  // Unreferenced by the final select, PostgreSQL still runs it; it sees the inserted row only through `inserted`.
  const recorded = db.$with('recorded').as(
    db
      .update(conversations)
      .set(
        recordMessage({
          id: param('id'),
          senderId: param('senderId'),
          receiverId: param('receiverId'),
          content: param('content'),
          createdAt: param('createdAt'),
        }),
      )
      .where(inArray(conversations.id, db.select({ id: inserted.conversationId }).from(inserted)))
      .returning({ id: conversations.id }),
  );
  return db.with(target, inserted, recorded).select().from(inserted).prepare('messages_send_in_conversation');
}

const receiptColumns = { id: messages.id, conversationId: messages.conversationId, senderId: messages.senderId };
/** Only the receiver's copy changes, and only from 'sent': a read message never goes back to delivered. */
const deliveredBy = (receiverId: string | SQLWrapper) =>
  and(eq(messages.receiverId, receiverId), eq(messages.status, 'sent'));

function prepareConfirmDelivered(db: Db) {
  return db
    .update(messages)
    .set({ status: 'delivered', deliveredAt: sql`${sql.placeholder('deliveredAt')}::timestamptz` })
    .where(
      and(sql`${messages.id} = any(${sql.placeholder('ids')}::text[])`, deliveredBy(sql.placeholder('receiverId'))),
    )
    .returning(receiptColumns)
    .prepare('messages_confirm_delivered');
}

export function createMessagesRepository(db: Db) {
  const sendStatement = prepareSendInConversation(db);
  const deliveredStatement = prepareConfirmDelivered(db);
  return {
    /** Every message the user sent or received, for their data export. */
    exportOf: (userId: string) =>
      db
        .select()
        .from(messages)
        .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
        .orderBy(asc(messages.createdAt)),
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The pair's conversation, created when it does not exist yet (whoever of two concurrent writers wins). */
    async ensureConversation(tx: Tx, id: string, x: string, y: string): Promise<ConversationRow> {
      const [userA, userB] = orderedPair(x, y);
      await tx.insert(conversations).values({ id, userA, userB }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)));
      return row!;
    },

    async findConversation(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      return row;
    },

    async findConversationByPair(x: string, y: string): Promise<ConversationRow | undefined> {
      const [userA, userB] = orderedPair(x, y);
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)));
      return row;
    },

    /** The user's conversations, most recent message first. */
    async listConversations(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: ConversationRow[]; total: number }> {
      const order = [sql`${conversations.lastMessageTime} desc nulls last`, desc(conversations.id)];
      return pageOf(db, conversations, involves(userId), order, { offset, limit });
    },

    async findMessageBySender(tx: Tx, senderId: string, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
      return row;
    },

    async findMessage(id: string, tx: Tx | Db = db): Promise<MessageRow | undefined> {
      const [row] = await tx.select().from(messages).where(eq(messages.id, id));
      return row;
    },

    /** Inserts a message; undefined when the sender already stored one with the same client id. */
    async insertMessage(tx: Tx, values: NewMessageRow): Promise<MessageRow | undefined> {
      const [row] = await tx
        .insert(messages)
        .values(values)
        .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
        .returning();
      return row;
    },

    async recordNewMessage(tx: Tx, message: MessageRow): Promise<void> {
      await tx.update(conversations).set(recordMessage(message)).where(eq(conversations.id, message.conversationId));
    },

    /**
     * Stores a message in the pair's existing conversation and records it there, when it can go straight in: the
     * conversation exists, the receiver is active and the replied-to message, if any, belongs to it. Undefined
     * otherwise, or when the sender already stored one with the same client id: then nothing changed.
     */
    async sendInConversation(values: Omit<NewMessage, 'conversationId'>): Promise<MessageRow | undefined> {
      const [userA, userB] = orderedPair(values.senderId, values.receiverId);
      const params: Record<string, unknown> = { userA, userB };
      for (const name of storedFields) params[name] = values[name] ?? null;
      const [row] = await sendStatement.execute(params);
      return row;
    },

    /** A page of a conversation, oldest first, and whether more exist in the paged direction. */
    async page(conversationId: string, query: PageQuery): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      const take = query.limit + 1;
      const base = eq(messages.conversationId, conversationId);
      let rows: MessageRow[];
      if (query.after) {
        rows = await db
          .select()
          .from(messages)
          .where(and(base, gt(messages.id, query.after)))
          .orderBy(asc(messages.id))
          .limit(take);
      } else {
        rows = await db
          .select()
          .from(messages)
          .where(query.before ? and(base, lt(messages.id, query.before)) : base)
          .orderBy(desc(messages.id))
          .limit(take)
          .offset(query.before ? 0 : query.offset);
      }
      const hasMore = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      return { rows: query.after ? page : page.reverse(), hasMore };
    },

    /**
     * Marks messages the receiver got as delivered: the given ones (a socket's receipt, one per message: prepared), or
     * every one of a conversation.
     */
    markDelivered(
      receiverId: string,
      target: { ids: readonly string[] } | { conversationId: string },
      deliveredAt: Date,
    ): Promise<ReceiptRow[]> {
      if ('ids' in target) return deliveredStatement.execute({ receiverId, ids: target.ids, deliveredAt });
      return db
        .update(messages)
        .set({ status: 'delivered', deliveredAt })
        .where(and(eq(messages.conversationId, target.conversationId), deliveredBy(receiverId)))
        .returning(receiptColumns);
    },

    /**
     * Marks the receiver's unread messages of a conversation as read (all, or the given ones) and lowers their
     * unread count by exactly as many as changed, so a message arriving meanwhile stays counted.
     */
    async markRead(
      receiverId: string,
      conversationId: string,
      readAt: Date,
      ids?: readonly string[],
    ): Promise<ReceiptRow[]> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(messages)
          .set({ status: 'read', readAt, deliveredAt: sql`coalesce(${messages.deliveredAt}, ${readAt})` })
          .where(
            and(
              eq(messages.conversationId, conversationId),
              eq(messages.receiverId, receiverId),
              ne(messages.status, 'read'),
              eq(messages.isDeleted, false),
              ...(ids ? [inArray(messages.id, [...ids])] : []),
            ),
          )
          .returning(receiptColumns);
        if (changed.length > 0) {
          await tx
            .update(conversations)
            .set(unreadChange(receiverId, -changed.length))
            .where(eq(conversations.id, conversationId));
        }
        return changed;
      });
    },

    async editContent(id: string, senderId: string, content: string): Promise<MessageRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(messages)
          .set({ content, isEdited: true, editedAt: new Date() })
          .where(and(eq(messages.id, id), eq(messages.senderId, senderId), eq(messages.isDeleted, false)))
          .returning();
        if (row) {
          await tx
            .update(conversations)
            .set({ lastMessageContent: content })
            .where(and(eq(conversations.id, row.conversationId), eq(conversations.lastMessageId, id)));
        }
        return row;
      });
    },

    /**
     * Soft delete: the text and attachment are gone for both sides, the row stays so the conversation keeps its
     * shape. An unread message stops counting, and the preview falls back to the newest message left.
     */
    async softDelete(id: string, senderId: string): Promise<MessageRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(messages)
          .set({ isDeleted: true, content: '', fileUrl: null, fileName: null, fileSize: null })
          .where(and(eq(messages.id, id), eq(messages.senderId, senderId), eq(messages.isDeleted, false)))
          .returning();
        if (!row) return undefined;
        if (row.status !== 'read') {
          await tx
            .update(conversations)
            .set(unreadChange(row.receiverId, -1))
            .where(eq(conversations.id, row.conversationId));
        }
        const [latest] = await tx
          .select()
          .from(messages)
          .where(and(eq(messages.conversationId, row.conversationId), eq(messages.isDeleted, false)))
          .orderBy(desc(messages.id))
          .limit(1);
        await tx
          .update(conversations)
          .set({
            lastMessageId: latest?.id ?? null,
            lastMessageContent: latest?.content ?? null,
            lastMessageSenderId: latest?.senderId ?? null,
          })
          .where(and(eq(conversations.id, row.conversationId), eq(conversations.lastMessageId, id)));
        return row;
      });
    },

    /** The user's unread messages over all conversations. */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(case when ${conversations.userA} = ${userId} then ${conversations.unreadA} else ${conversations.unreadB} end), 0)::int`,
        })
        .from(conversations)
        .where(involves(userId));
      return Number(row?.total ?? 0);
    },

    /** Everyone the user has a conversation with: who hears about their presence. */
    async partnersOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({
          id: sql<string>`case when ${conversations.userA} = ${userId} then ${conversations.userB} else ${conversations.userA} end`,
        })
        .from(conversations)
        .where(involves(userId));
      return rows.map((row) => row.id);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
