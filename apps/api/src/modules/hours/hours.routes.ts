import {
  holidaysQuerySchema,
  holidaysResponseSchema,
  hoursInputSchema,
  hoursResponseSchema,
} from '@otousta/shared/schemas/hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byId } from '../../platform/id-route.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import type { HoursService } from './hours.service.js';

export const hoursRoutes: FastifyPluginAsyncZod<{ hours: HoursService }> = async (app, { hours }) => {
  tagRoutes(app, 'hours');
  app.get(
    '/businesses/:id/hours',
    byId({
      summary: 'İşletmenin çalışma saatleri (İstanbul saati) ve şu an açık olup olmadığı',
      response: { 200: hoursResponseSchema },
    }),
    async (request) => hours.forBusiness(request.params.id),
  );

  app.get(
    '/hours/holidays',
    {
      schema: {
        summary: "Türkiye'nin resmî tatilleri (bayramlar gün gün), özel gün önerisi olarak",
        querystring: holidaysQuerySchema,
        response: { 200: holidaysResponseSchema },
      },
    },
    async (request) => ({ holidays: hours.holidays(request.query.year) }),
  );

  await app.register(
    signedIn(async (app) => {
      app.put(
        '/businesses/:id/hours',
        byId({
          summary:
            'Çalışma saatlerini, özel günleri, randevu süresini ve kapasitesini bütünüyle değiştirir (yalnızca işletmenin kendisi)',
          body: hoursInputSchema,
          response: { 200: hoursResponseSchema },
          errors: [403],
        }),
        async (request) => hours.replace(request.user!, request.params.id, request.body),
      );
    }),
  );
};
