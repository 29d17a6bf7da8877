import {
  conversationListSchema,
  conversationPageQuerySchema,
  conversationPageSchema,
  conversationReadResponseSchema,
  conversationSchema,
  editMessageSchema,
  entityIdSchema,
  MESSAGE_LIMITS,
  messageResponseSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  unreadCountResponseSchema,
} from '@otousta/shared/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UsersService } from '../users/users.service.js';
import { toChatMessage, toConversationOf } from './messages.presenter.js';
import { createMessagesRepository } from './messages.repository.js';
import { createMessagesService } from './messages.service.js';
import { createRealtimeNotifier, registerMessageEvents } from './messages.socket.js';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: entityIdSchema });

/** Spec §7 'Messages' under /api, and the socket events of the realtime contract. */
export const messagesRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const service = createMessagesService(
    createMessagesRepository(app.database.db),
    createRealtimeNotifier(app.realtime),
    users,
  );
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
      onRequest: app.authenticate,
      preHandler: async (request) => limiter.consume(request.user!.id),
      schema: {
        tags: ['messages'],
        summary: 'Mesaj gönderir; sohbet yoksa oluşturur. Aynı clientId ile tekrar gönderim bir kez saklanır',
        security: bearer,
        body: sendMessageSchema,
        response: { 201: sendMessageResponseSchema, 200: sendMessageResponseSchema },
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
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Sohbetlerim, en yeni mesaj önce',
        security: bearer,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_LIMITS.conversationsPageSize),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
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
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'İki katılımcının sohbeti (participants=a,b; biri oturumdaki kullanıcı olmalı)',
        security: bearer,
        querystring: z.object({ participants: z.string().max(200) }),
        response: { 200: z.object({ conversation: conversationSchema }) },
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
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Sohbetin mesajları (limit=50&offset=0, ya da before/after imleci), eskiden yeniye',
        security: bearer,
        params: idParams,
        querystring: conversationPageQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    async (request) => {
      const page = await service.page(request.user!.id, request.params.id, request.query);
      return {
        conversation: toConversationOf(page.conversation, request.user!.id),
        messages: page.messages.map(toChatMessage),
        hasMore: page.hasMore,
      };
    },
  );

  app.patch(
    '/messages/conversations/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Sohbetteki bana gelen mesajları okundu yapar',
        security: bearer,
        params: idParams,
        response: { 200: conversationReadResponseSchema },
      },
    },
    async (request) => service.markConversationRead(request.user!.id, request.params.id),
  );

  app.get(
    '/messages/unread-count',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Tüm sohbetlerdeki okunmamış mesaj sayım',
        security: bearer,
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => ({ unreadCount: await service.unreadCount(request.user!.id) }),
  );

  app.patch(
    '/messages/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Bana gelen bir mesajı okundu yapar',
        security: bearer,
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({ message: toChatMessage(await service.markRead(request.user!.id, request.params.id)) }),
  );

  app.patch(
    '/messages/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Kendi mesajımı düzenler',
        security: bearer,
        params: idParams,
        body: editMessageSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: toChatMessage(await service.edit(request.user!.id, request.params.id, request.body.content)),
    }),
  );

  app.delete(
    '/messages/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Kendi mesajımı siler (içerik her iki taraf için kaldırılır)',
        security: bearer,
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({ message: toChatMessage(await service.remove(request.user!.id, request.params.id)) }),
  );
};
