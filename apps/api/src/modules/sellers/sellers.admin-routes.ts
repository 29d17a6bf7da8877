import { errorMessages } from '@otousta/shared/messages/tr';
import { countedPageSchema, idParamsSchema } from '@otousta/shared/schemas/api';
import {
  adminSellerApplicationSchema,
  rejectApplicationSchema,
  sellerApplicationStatusValues,
  sellerDocumentKinds,
  shopPageQuerySchema,
} from '@otousta/shared/schemas/shop';
import { z } from 'zod';
import { byId } from '../../platform/id-route.js';
import { adminOnly } from '../../platform/route-scope.js';
import { toAdminSellerApplication } from './sellers.presenter.js';
import type { SellersService } from './sellers.service.js';

/** Seller applications in the admin area; every route needs the admin role. */
export const sellersAdminRoutes = adminOnly<{ sellers: SellersService }>(async (app, { sellers }) => {
  const decision = z.object({ data: adminSellerApplicationSchema });

  app.get(
    '/admin/seller-applications',
    {
      schema: {
        summary: 'Satıcı başvuruları (status verilmezse hepsi), en eski önce',
        querystring: shopPageQuerySchema.extend({
          status: z.enum(sellerApplicationStatusValues, { error: errorMessages.VALIDATION }).optional(),
        }),
        response: {
          200: countedPageSchema('applications', adminSellerApplicationSchema),
        },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const { applications, pagination } = await sellers.list(status, page, limit);
      return { applications: applications.map(toAdminSellerApplication), pagination };
    },
  );

  app.post(
    '/admin/seller-applications/:id/approve',
    byId({
      summary: 'Bekleyen başvuruyu onaylar: kullanıcı satış yapabilir (eCommerceIsVerified)',
      response: { 200: decision },
      errors: [409],
    }),
    async (request) => ({ data: toAdminSellerApplication(await sellers.approve(request.user!, request.params.id)) }),
  );

  app.post(
    '/admin/seller-applications/:id/reject',
    byId({
      summary: 'Bekleyen başvuruyu gerekçesiyle reddeder',
      body: rejectApplicationSchema,
      response: { 200: decision },
      errors: [409],
    }),
    async (request) => ({
      data: toAdminSellerApplication(await sellers.reject(request.user!, request.params.id, request.body.reason)),
    }),
  );

  app.get(
    '/admin/seller-applications/:id/documents/:kind',
    {
      schema: {
        summary:
          'Başvurunun belgesi (yalnızca yöneticiler; belgeler hiçbir zaman herkese açık değildir). Belgeler nesne ' +
          'deposundaysa 60 saniyelik imzalı bir bağlantıya yönlendirir (302).',
        params: idParamsSchema.extend({ kind: z.enum(sellerDocumentKinds, { error: errorMessages.VALIDATION }) }),
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const document = await sellers.document(request.params.id, request.params.kind);
      if ('link' in document) return reply.header('cache-control', 'private, no-store').redirect(document.link, 302);
      const stored = document.file;
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.size)
        .header('content-disposition', 'attachment')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stored.body);
    },
  );
});
