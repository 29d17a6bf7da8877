import {
  announcementInputSchema,
  announcementResultSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationReadAllResponseSchema,
  notificationReadResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '@otousta/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byId } from '../../platform/id-route.js';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { adminOnly, signedIn, tagRoutes } from '../../platform/route-scope.js';
import type { NotificationsService } from './notifications.service.js';

/**
 * docs/product.md 'Notifications': the bell's list, read state, preferences, the mails' unsubscribe link, and the
 * admin's announcements.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  tagRoutes(app, 'notifications');
  // RFC 8058: a mail app posts 'List-Unsubscribe=One-Click' as a form; the token is in the address, the body unused.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );
  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        summary:
          'E-postadaki tek tıkla abonelikten çıkma (RFC 8058): o türün e-postaları durur; oturum gerekmez, jeton adrestedir',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema },
        errors: [400],
      },
    },
    async (request) => notifications.unsubscribe(request.query.token),
  );

  await app.register(
    signedIn(async (app) => {
      app.get(
        '/notifications',
        {
          schema: {
            summary: 'Bildirimlerim, en yeni önce (imleçle sayfalı) ve okunmamış sayısı',
            querystring: notificationListQuerySchema,
            response: { 200: notificationListSchema },
          },
        },
        async (request) => notifications.list(request.user!.id, request.query),
      );

      app.post(
        '/notifications/read-all',
        {
          schema: {
            summary: 'Tüm bildirimlerimi okundu yapar',
            response: { 200: notificationReadAllResponseSchema },
          },
        },
        async (request) => notifications.markAllRead(request.user!.id),
      );

      app.get(
        '/notifications/preferences',
        {
          schema: {
            summary: 'Bildirim tercihlerim: her tür için site içi, e-posta ve anlık bildirim',
            response: { 200: notificationPreferencesSchema },
          },
        },
        async (request) => ({ preferences: await notifications.preferences(request.user!.id) }),
      );

      app.put(
        '/notifications/preferences',
        {
          schema: {
            summary: 'Bildirim tercihlerimi kaydeder (yalnızca gönderilen türler değişir)',
            body: notificationPreferencesSchema,
            response: { 200: notificationPreferencesSchema },
          },
        },
        async (request) => ({
          preferences: await notifications.savePreferences(request.user!.id, request.body.preferences),
        }),
      );

      app.patch(
        '/notifications/:id/read',
        byId({
          summary: 'Bir bildirimimi okundu yapar',
          response: { 200: notificationReadResponseSchema },
        }),
        async (request) => notifications.markRead(request.user!.id, request.params.id),
      );

      app.delete(
        '/notifications/:id',
        byId({
          summary: 'Bir bildirimimi siler',
          response: noContent,
        }),
        async (request, reply) => noContentAfter(reply, notifications.remove(request.user!.id, request.params.id)),
      );
    }),
  );

  await app.register(
    adminOnly(async (app) => {
      app.post(
        '/admin/announcements',
        {
          schema: {
            summary:
              'Duyuru gönderir: duyuruları açmış herkese, seçtiği kanallardan; e-posta yalnızca ticari ileti izni verenlere',
            body: announcementInputSchema,
            response: { 202: announcementResultSchema },
          },
        },
        async (request, reply) => reply.status(202).send(await notifications.announce(request.user!.id, request.body)),
      );
    }),
  );
};
