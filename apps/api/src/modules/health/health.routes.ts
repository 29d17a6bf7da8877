import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceUnavailable } from '../../platform/errors.js';
import { tagRoutes } from '../../platform/route-scope.js';

const status = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  tagRoutes(app, 'health');
  app.get('/health', { schema: { response: { 200: status } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/ready', { schema: { response: { 200: status } } }, async () => {
    try {
      await app.database.ping();
    } catch {
      throw serviceUnavailable('SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' as const };
  });
};
