import { priceEstimateQuerySchema, priceEstimateResponseSchema } from '@otousta/shared/schemas/prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tagRoutes } from '../../platform/route-scope.js';
import type { PricesService } from './prices.service.js';

export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (app, { prices }) => {
  tagRoutes(app, 'prices');
  app.get(
    '/prices/estimate',
    {
      schema: {
        summary:
          'Adil fiyat: bir sektörün bu araç türü ve ildeki kabul edilmiş teklifleri ve tamamlanmış işleri; 5 veriden ' +
          'azsa null',
        querystring: priceEstimateQuerySchema,
        response: { 200: priceEstimateResponseSchema },
      },
    },
    async (request) => ({ estimate: await prices.estimate(request.query) }),
  );
};
