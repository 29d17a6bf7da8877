import { listingQuerySchema, listingResponseSchema } from '@otousta/shared/schemas/listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../cache/page-cache.js';
import type { DiscoveryService } from './discovery.service.js';

export const discoveryRoutes: FastifyPluginAsyncZod<{ discovery: DiscoveryService }> = async (app, { discovery }) => {
  // A static path: Fastify's router prefers it to the users module's /users/:id whatever the registration order.
  app.get(
    '/users/service-providers',
    {
      schema: {
        tags: ['discovery'],
        summary:
          'İşletme listesi: yalnızca etkin işletmeler; filtreler birlikte (VE) uygulanır; önce doğrulanmış, sonra yüksek puanlı',
        querystring: listingQuerySchema,
        response: { 200: listingResponseSchema },
      },
    },
    async (request, reply) => sendJson(reply, await discovery.serviceProviders(request.query)),
  );
};
