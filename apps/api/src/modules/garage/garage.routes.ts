import {
  vehicleHistorySchema,
  vehicleInputSchema,
  vehiclePatchSchema,
  vehicleSchema,
} from '@otousta/shared/schemas/garage';
import { z } from 'zod';
import { byId } from '../../platform/id-route.js';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import type { GarageService } from './garage.service.js';

/** 'Araçlarım': each signed-in user's own vehicles; someone else's vehicle answers 404 as if it did not exist. */
export const garageRoutes = signedIn<{ garage: GarageService }>(async (app, { garage }) => {
  tagRoutes(app, 'garage');
  app.get(
    '/vehicles',
    {
      schema: {
        summary: 'Araçlarım: kendi araçlarınız, en yeni önce',
        response: { 200: z.object({ vehicles: z.array(vehicleSchema) }) },
      },
    },
    async (request) => ({ vehicles: await garage.list(request.user!) }),
  );

  app.post(
    '/vehicles',
    {
      schema: {
        summary:
          "Araç ekler: plaka (ör. '34 ABC 123'; boşluksuz saklanır, kişi başına bir kez), tür, marka, model, yıl, " +
          'km, muayene / trafik sigortası / kasko tarihleri (30, 7 ve 1 gün önce hatırlatılır)',
        body: vehicleInputSchema,
        response: { 201: z.object({ vehicle: vehicleSchema }) },
        errors: [409],
      },
    },
    async (request, reply) => reply.status(201).send({ vehicle: await garage.create(request.user!, request.body) }),
  );

  app.patch(
    '/vehicles/:id',
    byId({
      summary: 'Aracı günceller (gönderilen alanlar); tarih değişince hatırlatmalar yeni tarihe taşınır',
      body: vehiclePatchSchema,
      response: { 200: z.object({ vehicle: vehicleSchema }) },
      errors: [409],
    }),
    async (request) => ({ vehicle: await garage.update(request.user!, request.params.id, request.body) }),
  );

  app.delete(
    '/vehicles/:id',
    byId({
      summary: 'Aracı siler; bekleyen hatırlatmaları gönderilmez',
      response: noContent,
    }),
    async (request, reply) => noContentAfter(reply, garage.remove(request.user!, request.params.id)),
  );

  app.get(
    '/vehicles/:id/history',
    byId({
      summary:
        'Aracın geçmişi: araca uyan parçaların bulunduğu siparişleriniz ve bu araç için tamamlanan ' +
        'randevularınız, en yeni önce',
      response: { 200: vehicleHistorySchema },
    }),
    async (request) => garage.history(request.user!, request.params.id),
  );

  app.get(
    '/vehicles/:id/history.pdf',
    byId({
      summary: "Aracın servis geçmişi, yazdırılabilir PDF ('Servis geçmişi'): tamamlanan işler, en yeni önce",
      produces: ['application/pdf'],
      response: { 200: z.any().describe('application/pdf') },
    }),
    async (request, reply) => {
      const { pdf, filename } = await garage.historyPdf(request.user!, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
});
