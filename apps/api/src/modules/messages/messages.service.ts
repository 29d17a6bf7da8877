import type { MessageDeliveredEvent, MessageReadEvent, PresenceEvent } from '@otousta/shared/realtime';
import { type ConversationContext, contextLine } from '@otousta/shared/schemas/conversation-context';
import { type ConversationPageQuery, participantName, type SendMessage } from '@otousta/shared/schemas/messages';
import { shorten } from '@otousta/shared/text/characters';
import { v7 as uuidv7 } from 'uuid';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UserSummary, UsersService } from '../users/users.service.js';
import type { MessagesRepository, NewMessage, ReceiptRow } from './messages.repository.js';
import type { ConversationRow, MessageRow } from './messages.table.js';

/** How the service tells connected clients what changed; the realtime layer implements it. */
export interface MessagesNotifier {
  /** To every socket of the receiver, and of the sender except the socket that sent it. */
  received(message: MessageRow, exceptSocketId?: string): void;
  delivered(senderId: string, event: MessageDeliveredEvent): void;
  read(userIds: string[], event: MessageReadEvent): void;
  presence(userIds: string[], event: PresenceEvent): void;
}

export interface SendResult {
  message: MessageRow;
  /** False when the same client id was stored before: a retry, answered with the stored message. */
  created: boolean;
}

/** Told of every newly stored message, after its commit (e.g. response times, docs/product.md §10). */
export type AfterSend = (message: MessageRow, startedConversation: boolean) => Promise<void>;

/** The appointments and quote requests between a customer and a business (their modules', wired in services.ts). */
export type ContextBetween = (customerId: string, businessId: string) => Promise<ConversationContext>;

const noContext = (): ConversationContext => ({ appointments: [], quotes: [] });

const isParticipant = (row: ConversationRow, userId: string) => row.userA === userId || row.userB === userId;
const otherOf = (row: ConversationRow, userId: string) => (row.userA === userId ? row.userB : row.userA);

/** Receipts grouped per sender and conversation: one event each. */
function groupReceipts(rows: ReceiptRow[]) {
  const groups = new Map<string, { senderId: string; conversationId: string; messageIds: string[] }>();
  for (const row of rows) {
    const key = `${row.senderId} ${row.conversationId}`;
    const group = groups.get(key) ?? { senderId: row.senderId, conversationId: row.conversationId, messageIds: [] };
    group.messageIds.push(row.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Messaging rules (docs/product.md §3, §4 'Message delivery', §7 'Messages'): only the two participants see or touch a
 * conversation, a message is stored before anyone hears of it, and every status change reaches the other side.
 */
/** A conversation with its two participants' accounts (the users module's), as its answers show it. */
export interface ConversationView {
  row: ConversationRow;
  people: Map<string, UserSummary>;
  /** What tells the partner apart from another of the same name in the viewer's list (their vehicle or request). */
  partnerHint?: string | null;
}

/** How a message reaches someone away (docs/product.md 'Notifications'): the domain event, and the bell kept in step. */
export interface MessagesNotifications {
  events: Events;
  notifications: Pick<NotificationsService, 'markGroupRead'>;
}

/** The preview a notification shows of a message: its start, or the file's name. */
const previewOf = (row: MessageRow) => {
  const text = row.type === 'text' || !row.fileName ? row.content : row.fileName;
  return shorten(text, 118);
};

export function createMessagesService(
  repo: MessagesRepository,
  notify: MessagesNotifier,
  users: UsersService,
  { events, notifications }: MessagesNotifications,
  { afterSend, contextBetween }: { afterSend?: AfterSend; contextBetween?: ContextBetween } = {},
) {
  async function withPeople(rows: ConversationRow[]): Promise<ConversationView[]> {
    const people = await users.summaries(rows.flatMap((row) => [row.userA, row.userB]));
    return rows.map((row) => ({ row, people }));
  }

  /** 404 when there is no such conversation, 403 when the user is not one of its two participants. */
  async function requireConversation(userId: string, conversationId: string): Promise<ConversationRow> {
    const row = await repo.findConversation(conversationId);
    if (!row) throw notFound('CONVERSATION_NOT_FOUND');
    if (!isParticipant(row, userId)) throw forbidden('FORBIDDEN');
    return row;
  }

  /** The context of a conversation between a customer and a business; none between any other two people. */
  async function contextOf(row: ConversationRow, people: Map<string, UserSummary>): Promise<ConversationContext> {
    const [a, b] = [people.get(row.userA), people.get(row.userB)];
    if (!contextBetween || !a || !b) return noContext();
    const customer = [a, b].find((p) => p.userType === 'musteri');
    const business = [a, b].find((p) => p.userType === 'isletme');
    return customer && business ? contextBetween(customer.id, business.id) : noContext();
  }

  /**
   * Partners of the same name in one list page each get a line from their context, so a business tells two customers
   * called 'Ahmet Y.' apart by their vehicles (docs/product.md §7 'Messages').
   */
  async function withPartnerHints(userId: string, views: ConversationView[]): Promise<ConversationView[]> {
    const nameOf = (view: ConversationView) => {
      const partner = view.people.get(otherOf(view.row, userId));
      return partner ? participantName(partner).toLocaleLowerCase('tr') : '';
    };
    const counts = new Map<string, number>();
    for (const view of views) counts.set(nameOf(view), (counts.get(nameOf(view)) ?? 0) + 1);
    return Promise.all(
      views.map(async (view) => {
        const name = nameOf(view);
        if (!name || counts.get(name)! < 2) return view;
        return { ...view, partnerHint: contextLine(await contextOf(view.row, view.people)) };
      }),
    );
  }

  function announceDelivered(rows: ReceiptRow[], deliveredAt: Date) {
    for (const group of groupReceipts(rows)) {
      notify.delivered(group.senderId, {
        conversationId: group.conversationId,
        messageIds: group.messageIds,
        deliveredAt: deliveredAt.toISOString(),
      });
    }
  }

  function announceRead(readerId: string, rows: ReceiptRow[], readAt: Date) {
    for (const group of groupReceipts(rows)) {
      // The sender's ticks turn blue; the reader's other tabs clear their badge.
      notify.read([group.senderId, readerId], {
        conversationId: group.conversationId,
        readerId,
        messageIds: group.messageIds,
        readAt: readAt.toISOString(),
      });
    }
  }

  /** The full send: checks the receiver, answers a retry with the stored message, creates the conversation. */
  async function sendInFull(
    senderId: string,
    input: SendMessage,
    values: (conversationId: string) => NewMessage,
  ): Promise<{ row: MessageRow; created: boolean; startedConversation?: boolean }> {
    if (!(await users.summary(input.receiverId))?.isActive) throw notFound('USER_NOT_FOUND');
    return repo.transaction(async (tx) => {
      if (input.clientId) {
        const earlier = await repo.findMessageBySender(tx, senderId, input.clientId);
        if (earlier) return { row: earlier, created: false };
      }
      const newId = uuidv7();
      const conversation = await repo.ensureConversation(tx, newId, senderId, input.receiverId);
      if (input.replyTo) {
        const original = await repo.findMessage(input.replyTo, tx);
        if (original?.conversationId !== conversation.id) {
          throw badRequest('REPLY_NOT_FOUND', undefined, { replyTo: 'Yanıtlanan mesaj bu sohbette bulunamadı.' });
        }
      }
      const inserted = await repo.insertMessage(tx, values(conversation.id));
      if (!inserted) {
        // A concurrent retry with the same client id committed first.
        const earlier = await repo.findMessageBySender(tx, senderId, input.clientId!);
        return { row: earlier!, created: false };
      }
      await repo.recordNewMessage(tx, inserted);
      return { row: inserted, created: true, startedConversation: conversation.id === newId };
    });
  }

  return {
    /**
     * Stores, then tells the receiver. An existing conversation (nearly every message) takes one statement and no
     * explicit transaction; a first message, a retry of a stored client id or a refused one takes the full path,
     * which creates the conversation and gives the reason for a refusal.
     */
    async send(senderId: string, input: SendMessage, exceptSocketId?: string): Promise<SendResult> {
      if (input.receiverId === senderId) throw badRequest('CANNOT_MESSAGE_SELF');
      const withFile = input.type !== 'text';
      const fields: Omit<NewMessage, 'conversationId'> = {
        id: uuidv7(),
        senderId,
        receiverId: input.receiverId,
        clientId: input.clientId ?? null,
        content: input.content,
        type: input.type,
        fileUrl: withFile ? (input.fileUrl ?? null) : null,
        fileName: withFile ? (input.fileName ?? null) : null,
        fileSize: withFile ? (input.fileSize ?? null) : null,
        replyTo: input.replyTo ?? null,
        createdAt: new Date(),
      };
      const stored = await repo.sendInConversation(fields);
      const result = stored
        ? { row: stored, created: true }
        : await sendInFull(senderId, input, (conversationId) => ({ ...fields, conversationId }));
      // Only after the commit: nobody hears of a message that could still roll back.
      if (result.created) {
        notify.received(result.row, exceptSocketId);
        // Right after the commit rather than inside it, so the common send stays one statement
        // (docs/decisions/022-notification-pipeline.md). One notification per conversation while unread.
        await events.emit({
          type: 'message.received',
          recipientIds: [result.row.receiverId],
          actorId: senderId,
          link: `/mesajlar?userId=${encodeURIComponent(senderId)}`,
          params: { preview: previewOf(result.row) },
          group: result.row.conversationId,
        });
        await afterSend?.(result.row, Boolean('startedConversation' in result && result.startedConversation));
      }
      return { message: result.row, created: result.created };
    },

    async conversations(userId: string, paging: { limit: number; offset: number }) {
      const { rows, total } = await repo.listConversations(userId, paging.limit, paging.offset);
      return { conversations: await withPartnerHints(userId, await withPeople(rows)), count: total };
    },

    /** `participants=a,b`: the caller must be one of the two. */
    async byParticipants(userId: string, participants: string[]): Promise<ConversationView> {
      const ids = [...new Set(participants.map((p) => p.trim()).filter(Boolean))];
      if (ids.length !== 2 || participants.length !== 2) throw badRequest('INVALID_PARTICIPANTS');
      if (!ids.includes(userId)) throw forbidden('FORBIDDEN');
      const row = await repo.findConversationByPair(ids[0]!, ids[1]!);
      if (!row) throw notFound('CONVERSATION_NOT_FOUND');
      const [conversation] = await withPeople([row]);
      return conversation!;
    },

    /**
     * A page of messages. The receiver fetching a conversation has its messages on the device: whatever was only
     * 'sent' to them becomes 'delivered' (how a client that missed socket events catches up, docs/product.md §4).
     */
    async page(userId: string, conversationId: string, query: ConversationPageQuery) {
      await requireConversation(userId, conversationId);
      const deliveredAt = new Date();
      announceDelivered(await repo.markDelivered(userId, { conversationId }, deliveredAt), deliveredAt);
      const [row, { rows, hasMore }] = await Promise.all([
        repo.findConversation(conversationId),
        repo.page(conversationId, query),
      ]);
      const [conversation] = await withPeople([row!]);
      return { conversation: conversation!, messages: rows, hasMore };
    },

    /** What the conversation is about, for either participant (404 / 403 for anybody else). */
    async context(userId: string, conversationId: string): Promise<ConversationContext> {
      const row = await requireConversation(userId, conversationId);
      return contextOf(row, await users.summaries([row.userA, row.userB]));
    },

    /** The receiver's device confirms socket deliveries; only messages addressed to them change. */
    async confirmDelivered(userId: string, messageIds: readonly string[]): Promise<void> {
      const deliveredAt = new Date();
      announceDelivered(await repo.markDelivered(userId, { ids: messageIds }, deliveredAt), deliveredAt);
    },

    async markRead(userId: string, messageId: string): Promise<MessageRow> {
      const message = await repo.findMessage(messageId);
      if (!message) throw notFound('MESSAGE_NOT_FOUND');
      // Only the receiver reads a message; the sender and outsiders may not flip its status.
      if (message.receiverId !== userId) throw forbidden('FORBIDDEN');
      const readAt = new Date();
      announceRead(userId, await repo.markRead(userId, message.conversationId, readAt, [messageId]), readAt);
      return (await repo.findMessage(messageId))!;
    },

    /** docs/product.md §4: opening a conversation clears its unread count and marks it read. */
    async markConversationRead(userId: string, conversationId: string) {
      await requireConversation(userId, conversationId);
      const readAt = new Date();
      const changed = await repo.markRead(userId, conversationId, readAt);
      announceRead(userId, changed, readAt);
      // The conversation's notification is read too: the bell agrees, and no away mail follows.
      await notifications.markGroupRead(userId, 'message.received', conversationId);
      return { conversationId, messageIds: changed.map((row) => row.id), readAt: readAt.toISOString() };
    },

    async edit(userId: string, messageId: string, content: string): Promise<MessageRow> {
      const message = await repo.findMessage(messageId);
      if (!message) throw notFound('MESSAGE_NOT_FOUND');
      if (message.senderId !== userId) throw forbidden('FORBIDDEN');
      if (message.isDeleted) throw badRequest('MESSAGE_DELETED');
      const row = await repo.editContent(messageId, userId, content);
      // Deleted between the check and the update.
      if (!row) throw badRequest('MESSAGE_DELETED');
      return row;
    },

    async remove(userId: string, messageId: string): Promise<MessageRow> {
      const message = await repo.findMessage(messageId);
      if (!message) throw notFound('MESSAGE_NOT_FOUND');
      if (message.senderId !== userId) throw forbidden('FORBIDDEN');
      const row = await repo.softDelete(messageId, userId);
      // Already deleted: deleting again changes nothing.
      return row ?? (await repo.findMessage(messageId))!;
    },

    unreadCount(userId: string): Promise<number> {
      return repo.unreadTotal(userId);
    },

    /** The other participant, when the user is one of the conversation's two; for relaying typing signals. */
    async partnerIn(userId: string, conversationId: string): Promise<string | undefined> {
      const row = await repo.findConversation(conversationId);
      return row && isParticipant(row, userId) ? otherOf(row, userId) : undefined;
    },

    /** A presence change, recorded by the users module and announced to the people the user has conversations with. */
    async setPresence(userId: string, isOnline: boolean): Promise<void> {
      const presence = await users.setPresence(userId, isOnline);
      if (!presence) return;
      const partners = await repo.partnersOf(userId);
      if (partners.length > 0)
        notify.presence(partners, { userId, isOnline, lastSeen: presence.lastSeen.toISOString() });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

/** The messages a user sent or received, for their data export (the messages module's rows, read by it). */
export const createMessagesExport = (repo: MessagesRepository) => (userId: string) => repo.exportOf(userId);
