import { setupResponseSchema } from '@otousta/shared/schemas/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byId } from '../../platform/id-route.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import type { SetupService } from './setup.service.js';

export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (app, { setup }) => {
  tagRoutes(app, 'businesses');
  await app.register(
    signedIn(async (app) => {
      app.get(
        '/businesses/:id/setup',
        byId({
          summary:
            'İşletme kurulum listesi: çalışma saatleri, fotoğraflar, hizmetler, konum (yalnızca işletmenin kendisi)',
          response: { 200: setupResponseSchema },
          errors: [403],
        }),
        async (request) => setup.checklist(request.user!, request.params.id),
      );
    }),
  );
};
