import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { characterCount } from '../text/characters.js';
import { entityIds, isoDateTime, timestamps } from './api.js';
import { MESSAGE_LIMITS } from './message-limits.js';
import { textNumber } from './numbers.js';
import { trimmedText } from './trimmed-text.js';

export { MESSAGE_LIMITS };

/** docs/product.md §4 'Message delivery': the first message of a new chat is a fixed greeting asking about services. */
export const NEW_CHAT_GREETING = 'Merhaba, hizmetleriniz hakkında bilgi almak istiyorum.';

export const messageTypes = ['text', 'image', 'file'] as const;
export type MessageType = (typeof messageTypes)[number];

/** What the server stores; 'sending' exists only in the sender's browser until the server has the message. */
export const messageStatuses = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export type ClientMessageStatus = 'sending' | MessageStatus;

/** Opaque ids (UUIDv7 strings); bounded so a request cannot smuggle huge strings into a query. */
export const entityIdSchema = z.string({ error: errorMessages.VALIDATION }).trim().min(1).max(64);

/** docs/product.md §5: empty or whitespace-only content is not sendable. Stored trimmed. */
export const messageContentSchema = trimmedText(
  errorMessages.MESSAGE_EMPTY,
  1,
  MESSAGE_LIMITS.contentMax,
  errorMessages.MESSAGE_TOO_LONG,
);

/** True when the composer's text may be sent (docs/product.md §5). */
export const isSendable = (content: string) => {
  const count = characterCount(content.trim());
  return count > 0 && count <= MESSAGE_LIMITS.contentMax;
};

/**
 * Attachments may only point at files this server stored (`/uploads/<name>`): a message never carries a link to
 * somewhere else dressed up as a file.
 */
const fileUrlSchema = z.string().regex(/^\/uploads\/[\w.-]{1,200}$/, errorMessages.INVALID_FILE_URL);

/** A client's own id for one message: a retry with the same id is stored once. */
export const clientIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(MESSAGE_LIMITS.clientIdMax)
  .regex(/^[\w-]+$/, errorMessages.VALIDATION);

/** POST /api/messages and the socket's `message:send` (docs/product.md §7: receiverId, content, type, file fields). */
export const sendMessageSchema = z
  .object({
    receiverId: entityIdSchema,
    content: messageContentSchema,
    type: z.enum(messageTypes, { error: errorMessages.VALIDATION }).default('text'),
    fileUrl: fileUrlSchema.nullish(),
    fileName: z.string().trim().min(1).max(MESSAGE_LIMITS.fileNameMax, errorMessages.TEXT_TOO_LONG).nullish(),
    fileSize: z.number().int().min(0).max(MESSAGE_LIMITS.fileSizeMax).nullish(),
    replyTo: entityIdSchema.nullish(),
    clientId: clientIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'text' && !value.fileUrl) {
      ctx.addIssue({ code: 'custom', path: ['fileUrl'], message: errorMessages.INVALID_FILE_URL });
    }
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.output<typeof sendMessageSchema>;

export const editMessageSchema = z.object({ content: messageContentSchema });

/** `offset` of the message lists paged by offset. */
export const messageOffsetSchema = textNumber({
  min: 0,
  max: 100_000,
  int: true,
  message: errorMessages.INVALID_NUMBER,
}).default(0);

/** GET /api/messages/conversations: the newest conversations first, by offset. */
export const conversationListQuerySchema = z.object({
  limit: textNumber({ min: 1, max: 100, int: true, message: errorMessages.INVALID_NUMBER }).default(
    MESSAGE_LIMITS.conversationsPageSize,
  ),
  offset: messageOffsetSchema,
});

/** GET /api/messages/conversations/{id}: offset paging as docs/product.md §7 calls it, or a cursor either way. */
export const conversationPageQuerySchema = z
  .object({
    limit: textNumber({
      min: 1,
      max: MESSAGE_LIMITS.pageMax,
      int: true,
      message: errorMessages.INVALID_NUMBER,
    }).default(MESSAGE_LIMITS.pageSize),
    offset: messageOffsetSchema,
    /** Older messages than this id (scrolling up). */
    before: entityIdSchema.optional(),
    /** Newer messages than this id (catching up after a reconnect). */
    after: entityIdSchema.optional(),
  })
  .refine((q) => !(q.before && q.after), { message: errorMessages.VALIDATION, path: ['before'] });
export type ConversationPageQuery = z.infer<typeof conversationPageQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Response shapes (docs/product.md §3 'Conversation', 'Message').

export const reactionSchema = z.object({ userId: z.string(), emoji: z.string() });

export const chatMessageSchema = z.object({
  ...entityIds,
  conversationId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string().describe('silinmiş mesajda boş'),
  type: z.enum(messageTypes),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  replyTo: z.string().nullable(),
  reactions: z.array(reactionSchema),
  isEdited: z.boolean(),
  isDeleted: z.boolean(),
  status: z.enum(messageStatuses),
  clientId: z.string().nullable(),
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  readAt: isoDateTime.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a conversation shows of each participant (docs/product.md §3). */
export const participantSchema = z.object({
  ...entityIds,
  firstName: z.string(),
  lastName: z.string(),
  businessName: z.string().nullable(),
  userType: z.enum(['musteri', 'isletme']),
  photos: z.array(z.string()),
  isOnline: z.boolean(),
  lastSeen: isoDateTime.nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

export const conversationSchema = z.object({
  ...entityIds,
  participants: z.array(participantSchema),
  lastMessageContent: z.string().nullable(),
  lastMessageTime: isoDateTime.nullable(),
  lastMessageSenderId: z.string().nullable(),
  unreadCounts: z.record(z.string(), z.number().int()).describe('katılımcı id → okunmamış mesaj sayısı'),
  /** The caller's own unread count, for convenience. */
  unreadCount: z.number().int(),
  /**
   * In the list, when another conversation's partner has the same name: their vehicle or request
   * ('34 ABC 123 Corolla · Periyodik Bakım').
   */
  partnerHint: z.string().optional(),
  ...timestamps,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema), count: z.number().int() });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationPageSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  /** More messages exist in the direction paged (older, or newer with `after`). */
  hasMore: z.boolean(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const sendMessageResponseSchema = z.object({ conversationId: z.string(), message: chatMessageSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const messageResponseSchema = z.object({ message: chatMessageSchema });
export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });

export const conversationReadResponseSchema = z.object({
  conversationId: z.string(),
  messageIds: z.array(z.string()),
  readAt: isoDateTime,
});

/** The name people see for a participant: the business name of a business, otherwise first and last name. */
export function participantName(p: Pick<Participant, 'firstName' | 'lastName' | 'businessName' | 'userType'>) {
  if (p.userType === 'isletme' && p.businessName) return p.businessName;
  return `${p.firstName} ${p.lastName}`.trim();
}

/** Realtime payloads (packages/shared/src/realtime.ts): a typing signal names its conversation. */
export const typingSignalSchema = z.object({ conversationId: entityIdSchema });
export type TypingSignal = z.infer<typeof typingSignalSchema>;

/** The receiver's device confirms it has these messages: the server marks them delivered and tells the sender. */
export const deliveryReceiptSchema = z.object({
  messageIds: z.array(entityIdSchema).min(1).max(MESSAGE_LIMITS.receiptsMax),
});
export type DeliveryReceipt = z.infer<typeof deliveryReceiptSchema>;
