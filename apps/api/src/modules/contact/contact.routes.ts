import {
  CONTACT_SUCCESS,
  contactMessageInputSchema,
  contactMessagePageSchema,
  contactMessageSchema,
} from '@otousta/shared/schemas/contact';
import { adminPageQuerySchema } from '@otousta/shared/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, callerAware, tagRoutes } from '../../platform/route-scope.js';
import { createContactRepository } from './contact.repository.js';
import { createContactService } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  tagRoutes(app, 'site');
  const contact = createContactService({
    contact: createContactRepository(app.database.db),
    limit: app.createRateLimiter({
      name: 'contact-ip',
      max: app.config.RATE_LIMIT_CONTACT_PER_HOUR,
      windowSeconds: 3600,
    }),
  });

  await app.register(
    callerAware(async (app) => {
      app.post(
        '/contact',
        {
          schema: {
            summary: 'İletişim formu mesajı gönderir (IP başına saatte RATE_LIMIT_CONTACT_PER_HOUR)',
            body: contactMessageInputSchema,
            response: { 201: z.object({ message: z.string(), contactMessage: contactMessageSchema }) },
            errors: [429],
          },
        },
        async (request, reply) => {
          const stored = await contact.send(request.body, { ip: request.ip, userId: request.user?.id });
          return reply.status(201).send({ message: CONTACT_SUCCESS, contactMessage: stored });
        },
      );
    }),
  );

  await app.register(
    adminOnly(async (app) => {
      app.get(
        '/admin/contact-messages',
        {
          schema: {
            summary: 'İletişim formu mesajları, en yeni önce (yalnızca yönetici)',
            querystring: adminPageQuerySchema,
            response: { 200: contactMessagePageSchema },
          },
        },
        async (request) => contact.page(request.query.page, request.query.limit),
      );
    }),
  );
};
