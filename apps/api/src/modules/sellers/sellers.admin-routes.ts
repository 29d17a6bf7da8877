import { errorMessages } from '@otousta/shared/messages/tr';
import {
  adminSellerApplicationSchema,
  pageQuerySchema,
  paginationSchema,
  rejectApplicationSchema,
  sellerApplicationStatusValues,
  sellerDocumentKinds,
} from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/identity.js';
import { toAdminSellerApplication } from './sellers.presenter.js';
import type { SellersService } from './sellers.service.js';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string({ error: errorMessages.VALIDATION }).min(1).max(64) });

/** Seller applications in the admin area; every route needs the admin role. */
export const sellersAdminRoutes: FastifyPluginAsyncZod<{ sellers: SellersService }> = async (app, { sellers }) => {
  const adminOnly = requireAdmin(app);
  const decision = z.object({ data: adminSellerApplicationSchema });

  app.get(
    '/admin/seller-applications',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Satıcı başvuruları (status verilmezse hepsi), en eski önce',
        security: bearer,
        querystring: pageQuerySchema.extend({
          status: z.enum(sellerApplicationStatusValues, { error: errorMessages.VALIDATION }).optional(),
        }),
        response: {
          200: z.object({ applications: z.array(adminSellerApplicationSchema), pagination: paginationSchema }),
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
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Bekleyen başvuruyu onaylar: kullanıcı satış yapabilir (eCommerceIsVerified)',
        security: bearer,
        params: idParams,
        response: { 200: decision },
      },
    },
    async (request) => ({ data: toAdminSellerApplication(await sellers.approve(request.user!, request.params.id)) }),
  );

  app.post(
    '/admin/seller-applications/:id/reject',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Bekleyen başvuruyu gerekçesiyle reddeder',
        security: bearer,
        params: idParams,
        body: rejectApplicationSchema,
        response: { 200: decision },
      },
    },
    async (request) => ({
      data: toAdminSellerApplication(await sellers.reject(request.user!, request.params.id, request.body.reason)),
    }),
  );

  app.get(
    '/admin/seller-applications/:id/documents/:kind',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Başvurunun belgesi (yalnızca yöneticiler; belgeler hiçbir zaman herkese açık değildir)',
        security: bearer,
        params: idParams.extend({ kind: z.enum(sellerDocumentKinds, { error: errorMessages.VALIDATION }) }),
      },
    },
    async (request, reply) => {
      const stored = await sellers.document(request.params.id, request.params.kind);
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.size)
        .header('content-disposition', 'attachment')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stored.body);
    },
  );
};
