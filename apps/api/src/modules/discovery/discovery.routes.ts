import { type ListingResponse, listingQuerySchema, listingResponseSchema } from '@otousta/shared/schemas/listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDiscoveryRepository } from './discovery.repository.js';
import { createDiscoveryService } from './discovery.service.js';

export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const discovery = createDiscoveryService({
    listing: createDiscoveryRepository(app.database.db),
    cacheMs: app.config.LISTING_CACHE_MS,
  });

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
    async (request, reply) => {
      const json = await discovery.serviceProviders(request.query);
      // Ready JSON in the documented shape (the service reuses it): Fastify sends a string with a JSON type as it is.
      return reply.type('application/json; charset=utf-8').send(json as unknown as ListingResponse);
    },
  );
};
