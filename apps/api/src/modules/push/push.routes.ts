import { pushSubscriptionInputSchema, pushUnsubscribeSchema, vapidPublicKeySchema } from '@otousta/shared/schemas/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';

/** Web Push subscriptions of the signed-in user's browsers; the push channel itself is app.push (platform/push). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  tagRoutes(app, 'push');
  app.get(
    '/push/vapid-public-key',
    {
      schema: {
        summary: 'Tarayıcının anlık bildirimlere abone olurken kullandığı VAPID açık anahtarı (base64url)',
        response: { 200: vapidPublicKeySchema },
      },
    },
    async (_request, reply) => {
      // The key changes only with the server's configuration; a browser may keep it for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return { publicKey: app.push.publicKey };
    },
  );

  await app.register(
    signedIn(async (app) => {
      app.post(
        '/push/subscriptions',
        {
          schema: {
            summary:
              'Bu tarayıcı hesabın anlık bildirimlerini alır (gövde: tarayıcının PushSubscription JSON’u); hesap başına en çok 10 tarayıcı',
            body: pushSubscriptionInputSchema,
            response: noContent,
          },
        },
        async (request, reply) =>
          noContentAfter(reply, app.push.subscribe(request.user!.id, request.body, request.headers['user-agent'])),
      );

      app.delete(
        '/push/subscriptions',
        {
          schema: {
            summary: 'Bu tarayıcı artık hesabın anlık bildirimlerini almaz (yalnızca kendi aboneliğiniz)',
            body: pushUnsubscribeSchema,
            response: noContent,
            errors: [404],
          },
        },
        async (request, reply) => noContentAfter(reply, app.push.unsubscribe(request.user!.id, request.body.endpoint)),
      );
    }),
  );
};
