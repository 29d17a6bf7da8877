// Types only from the schemas: this contract must not pull zod into the web app's first chunk (the navigation
// uses its constants on every page).
import type { ChatMessage, DeliveryReceipt, SendMessageInput, TypingSignal } from './schemas/messages.js';
import type { Notification } from './schemas/notifications.js';

export type { DeliveryReceipt, TypingSignal };

/**
 * The realtime contract (docs/decisions/004-realtime-contract.md): Socket.IO on the same origin, handshake
 * `auth: { token }`, and these events. Both the API and the web type their sockets with the interfaces below.
 */
export const REALTIME_PATH = '/socket.io';

export const realtimeEvents = {
  messageSend: 'message:send',
  messageReceive: 'message:receive',
  messageDelivered: 'message:delivered',
  messageRead: 'message:read',
  typingStart: 'typing:start',
  typingStop: 'typing:stop',
  userOnline: 'user:online',
  userOffline: 'user:offline',
  notificationNew: 'notification:new',
  notificationRead: 'notification:read',
} as const;

/** docs/product.md §4: the typing signal goes out at most once per second and stops after 3 s without input. */
export const TYPING_TIMING = {
  throttleMs: 1000,
  idleMs: 3000,
  /** A receiver hides the indicator when no new signal came for this long (the sender may have gone away). */
  expireMs: 5000,
} as const;

/** The handshake's refusal: `connect_error` carries this message and `data`. */
export const REALTIME_UNAUTHORIZED = 'UNAUTHORIZED';

export interface MessageDeliveredEvent {
  conversationId: string;
  messageIds: string[];
  deliveredAt: string;
}

export interface MessageReadEvent {
  conversationId: string;
  /** Who read: the other participant (ticks turn blue) or the user themself in another tab (badge clears). */
  readerId: string;
  messageIds: string[];
  readAt: string;
}

export interface TypingEvent {
  conversationId: string;
  userId: string;
}

export interface PresenceEvent {
  userId: string;
  isOnline: boolean;
  lastSeen: string | null;
}

/** A new notification (or a collapsed one that moved up), with the recipient's unread count after it. */
export interface NotificationNewEvent {
  notification: Notification;
  unreadCount: number;
}

/** Notifications read in one tab: every tab of the user updates its list and its bell. `ids` is null for 'all'. */
export interface NotificationReadEvent {
  ids: string[] | null;
  unreadCount: number;
}

export type SendAck =
  | { ok: true; conversationId: string; message: ChatMessage }
  | { ok: false; code: string; message: string; errors?: Record<string, string> };

export interface ServerToClientEvents {
  'message:receive': (message: ChatMessage) => void;
  'message:delivered': (event: MessageDeliveredEvent) => void;
  'message:read': (event: MessageReadEvent) => void;
  'typing:start': (event: TypingEvent) => void;
  'typing:stop': (event: TypingEvent) => void;
  'user:online': (event: PresenceEvent) => void;
  'user:offline': (event: PresenceEvent) => void;
  'notification:new': (event: NotificationNewEvent) => void;
  'notification:read': (event: NotificationReadEvent) => void;
}

export interface ClientToServerEvents {
  /** Acknowledged with the stored message, or with an error and nothing stored. */
  'message:send': (input: SendMessageInput, ack: (result: SendAck) => void) => void;
  'message:delivered': (receipt: DeliveryReceipt) => void;
  'typing:start': (signal: TypingSignal) => void;
  'typing:stop': (signal: TypingSignal) => void;
}
