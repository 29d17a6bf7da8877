import { listingQuerySchema, listingResponseSchema } from '@otousta/shared/schemas/listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../cache/page-cache.js';
import type { HoursService } from '../hours/hours.service.js';
import type { UsersService } from '../users/users.service.js';
import { createDiscoveryRepository } from './discovery.repository.js';
import { createDiscoveryService } from './discovery.service.js';

export const discoveryRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  hours: Pick<HoursService, 'openAt'>;
}> = async (app, { users, hours }) => {
  const discovery = createDiscoveryService({
    openAt: hours.openAt,
    listing: createDiscoveryRepository(app.database.db),
    users,
    cacheMs: app.config.PAGE_CACHE_MS,
    log: app.log,
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
    async (request, reply) => sendJson(reply, await discovery.serviceProviders(request.query)),
  );
};
