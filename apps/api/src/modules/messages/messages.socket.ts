import type { TypingSignal } from '@otousta/shared/realtime';
import { deliveryReceiptSchema, sendMessageSchema, typingSignalSchema } from '@otousta/shared/schemas/messages';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from '../../platform/error-body.js';
import { assertSafeText, unsafeTextPath } from '../../platform/unsafe-text.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { Realtime, RealtimeSocket } from '../../realtime/realtime.plugin.js';
import { toChatMessage } from './messages.presenter.js';
import type { MessagesNotifier, MessagesService } from './messages.service.js';

/** The realtime side of the service's notifications: per-user rooms on every node. */
export function createRealtimeNotifier(realtime: Realtime): MessagesNotifier {
  return {
    received(row, exceptSocketId) {
      const to = realtime.toUsers([row.receiverId, row.senderId]);
      (exceptSocketId ? to.except(exceptSocketId) : to).emit('message:receive', toChatMessage(row));
    },
    delivered(senderId, event) {
      realtime.toUsers([senderId]).emit('message:delivered', event);
    },
    read(userIds, event) {
      realtime.toUsers(userIds).emit('message:read', event);
    },
    presence(userIds, event) {
      realtime.toUsers(userIds).emit(event.isOnline ? 'user:online' : 'user:offline', event);
    },
  };
}

// Typing signals are relayed, never stored; a socket sending far more than the client's one per second is ignored.
const TYPING_WINDOW_MS = 10_000;
const TYPING_MAX_PER_WINDOW = 30;
// Conversation → partner lookups a socket remembers, so typing does not query the database every second.
const PARTNER_CACHE_MAX = 100;

export interface MessageEventsDeps {
  realtime: Realtime;
  service: MessagesService;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** Client → server events (docs/decisions/004-realtime-contract.md). */
export function registerMessageEvents({ realtime, service, limiter, log }: MessageEventsDeps) {
  realtime.io.on('connection', (socket: RealtimeSocket) => {
    const userId = socket.data.user.id;
    const partners = new Map<string, string | null>();
    let typingWindowStart = 0;
    let typingCount = 0;

    socket.on('message:send', async (payload, ack) => {
      // Without an acknowledgement the client could never learn whether its message was stored.
      if (typeof ack !== 'function') return;
      try {
        // The same rules as an HTTP request: sound text first, then the schema.
        assertSafeText(payload);
        const input = sendMessageSchema.parse(payload);
        await limiter.consume(userId);
        const result = await service.send(userId, input, socket.id);
        ack({ ok: true, conversationId: result.message.conversationId, message: toChatMessage(result.message) });
      } catch (error) {
        // The HTTP error envelope without its status; a database restarting (503) is no bug: the client may retry
        // the same message (same client id) later.
        const { statusCode, ...refusal } = errorBody(error);
        if (statusCode >= 500 && statusCode !== 503) log.error({ err: error, userId }, 'message:send failed');
        ack({ ok: false, ...refusal });
      }
    });

    socket.on('message:delivered', async (payload) => {
      const parsed = deliveryReceiptSchema.safeParse(payload);
      if (!parsed.success || unsafeTextPath(payload) !== undefined) return;
      try {
        await service.confirmDelivered(userId, parsed.data.messageIds);
      } catch (error) {
        log.error({ err: error, userId }, 'message:delivered failed');
      }
    });

    const relayTyping = (event: 'typing:start' | 'typing:stop') => async (payload: TypingSignal) => {
      const parsed = typingSignalSchema.safeParse(payload);
      if (!parsed.success || unsafeTextPath(payload) !== undefined) return;
      const now = Date.now();
      if (now - typingWindowStart > TYPING_WINDOW_MS) {
        typingWindowStart = now;
        typingCount = 0;
      }
      if (++typingCount > TYPING_MAX_PER_WINDOW) return;
      const { conversationId } = parsed.data;
      try {
        let partner = partners.get(conversationId);
        if (partner === undefined) {
          partner = (await service.partnerIn(userId, conversationId)) ?? null;
          if (partners.size >= PARTNER_CACHE_MAX) partners.clear();
          partners.set(conversationId, partner);
        }
        // Not a participant: nothing is relayed to anyone.
        if (partner) realtime.toUsers([partner]).emit(event, { conversationId, userId });
      } catch (error) {
        log.error({ err: error, userId }, `${event} failed`);
      }
    };
    socket.on('typing:start', relayTyping('typing:start'));
    socket.on('typing:stop', relayTyping('typing:stop'));
  });
}
