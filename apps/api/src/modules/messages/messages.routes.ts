import { conversationContextResponseSchema } from '@otousta/shared/schemas/conversation-context';
import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationPageQuerySchema,
  conversationPageSchema,
  conversationReadResponseSchema,
  conversationSchema,
  editMessageSchema,
  messageResponseSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  unreadCountResponseSchema,
} from '@otousta/shared/schemas/messages';
import { z } from 'zod';
import { byId } from '../../platform/id-route.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import type { UsersService } from '../users/users.service.js';
import { toChatMessage, toConversationOf } from './messages.presenter.js';
import type { MessagesService } from './messages.service.js';
import { registerMessageEvents } from './messages.socket.js';

/** docs/product.md §7 'Messages' under /api, and the socket events of the realtime contract. Every route needs a signed-in user. */
export const messagesRoutes = signedIn<{ users: UsersService; messages: MessagesService }>(
  async (app, { users, messages: service }) => {
    tagRoutes(app, 'messages');
    // One budget per user for both ways of sending (HTTP and socket), shared by every API node through Redis.
    const limiter = app.createRateLimiter({
      name: 'messages',
      max: app.config.RATE_LIMIT_MESSAGES_PER_MINUTE,
      windowSeconds: 60,
    });

    registerMessageEvents({ realtime: app.realtime, service, limiter, log: app.log });
    app.realtime.onPresenceChange((userId, isOnline) => service.setPresence(userId, isOnline));
    // Without Redis this process is the only node: nobody is connected yet, whatever a previous run recorded.
    if (!app.config.REDIS_URL) app.addHook('onReady', () => users.clearPresence());

    app.post(
      '/messages',
      {
        preHandler: async (request) => limiter.consume(request.user!.id),
        schema: {
          summary: 'Mesaj gönderir; sohbet yoksa oluşturur. Aynı clientId ile tekrar gönderim bir kez saklanır',
          body: sendMessageSchema,
          response: { 201: sendMessageResponseSchema, 200: sendMessageResponseSchema },
          errors: [404, 429],
        },
      },
      async (request, reply) => {
        const result = await service.send(request.user!.id, request.body);
        return reply
          .status(result.created ? 201 : 200)
          .send({ conversationId: result.message.conversationId, message: toChatMessage(result.message) });
      },
    );

    app.get(
      '/messages/conversations',
      {
        schema: {
          summary: 'Sohbetlerim, en yeni mesaj önce',
          querystring: conversationListQuerySchema,
          response: { 200: conversationListSchema },
        },
      },
      async (request) => {
        const { conversations, count } = await service.conversations(request.user!.id, request.query);
        return { conversations: conversations.map((c) => toConversationOf(c, request.user!.id)), count };
      },
    );

    app.get(
      '/messages/conversations/by-participants',
      {
        schema: {
          summary: 'İki katılımcının sohbeti (participants=a,b; biri oturumdaki kullanıcı olmalı)',
          querystring: z.object({ participants: z.string().max(200) }),
          response: { 200: z.object({ conversation: conversationSchema }) },
          errors: [403, 404],
        },
      },
      async (request) => ({
        conversation: toConversationOf(
          await service.byParticipants(request.user!.id, request.query.participants.split(',')),
          request.user!.id,
        ),
      }),
    );

    app.get(
      '/messages/conversations/:id',
      byId({
        summary: 'Sohbetin mesajları (limit=50&offset=0, ya da before/after imleci), eskiden yeniye',
        errors: [403],
        querystring: conversationPageQuerySchema,
        response: { 200: conversationPageSchema },
      }),
      async (request) => {
        const page = await service.page(request.user!.id, request.params.id, request.query);
        return {
          conversation: toConversationOf(page.conversation, request.user!.id),
          messages: page.messages.map(toChatMessage),
          hasMore: page.hasMore,
        };
      },
    );

    app.get(
      '/messages/conversations/:id/context',
      byId({
        summary:
          'Sohbetin bağlamı: müşteri ile işletme arasındaki en yeni randevular ve teklif talepleri (en çok 3er, yeniden eskiye)',
        errors: [403],
        response: { 200: conversationContextResponseSchema },
      }),
      async (request) => ({ context: await service.context(request.user!.id, request.params.id) }),
    );

    app.patch(
      '/messages/conversations/:id/read',
      byId({
        summary: 'Sohbetteki bana gelen mesajları okundu yapar',
        errors: [403],
        response: { 200: conversationReadResponseSchema },
      }),
      async (request) => service.markConversationRead(request.user!.id, request.params.id),
    );

    app.get(
      '/messages/unread-count',
      {
        schema: {
          summary: 'Tüm sohbetlerdeki okunmamış mesaj sayım',
          response: { 200: unreadCountResponseSchema },
        },
      },
      async (request) => ({ unreadCount: await service.unreadCount(request.user!.id) }),
    );

    app.patch(
      '/messages/:id/read',
      byId({
        summary: 'Bana gelen bir mesajı okundu yapar',
        errors: [403],
        response: { 200: messageResponseSchema },
      }),
      async (request) => ({ message: toChatMessage(await service.markRead(request.user!.id, request.params.id)) }),
    );

    app.patch(
      '/messages/:id',
      byId({
        summary: 'Kendi mesajımı düzenler',
        errors: [403],
        body: editMessageSchema,
        response: { 200: messageResponseSchema },
      }),
      async (request) => ({
        message: toChatMessage(await service.edit(request.user!.id, request.params.id, request.body.content)),
      }),
    );

    app.delete(
      '/messages/:id',
      byId({
        summary: 'Kendi mesajımı siler (içerik her iki taraf için kaldırılır)',
        errors: [403],
        response: { 200: messageResponseSchema },
      }),
      async (request) => ({ message: toChatMessage(await service.remove(request.user!.id, request.params.id)) }),
    );
  },
);
