import { errorMessages } from '@otousta/shared/messages/tr';
import { countedPageSchema, countedPagination, idParamsSchema } from '@otousta/shared/schemas/api';
import {
  adminActionSchema,
  adminSellerApplicationSchema,
  rejectApplicationSchema,
  sellerApplicationStatusValues,
  sellerDocumentKinds,
  shopPageQuerySchema,
} from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSellersRepository } from '../sellers/sellers.repository.js';
import { createSellersService } from '../sellers/sellers.service.js';
import { adminOnly } from './admin.guard.js';
import { createAdminRepository } from './admin.repository.js';

const tags = ['admin'];

/** The admin area's API; every route needs the admin role. */
export const adminRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  const sellers = createSellersService({
    sellers: createSellersRepository(app.database.db),
    documents: app.media,
    log: app.log,
  });
  const audit = createAdminRepository(app.database.db);
  const decision = z.object({ data: adminSellerApplicationSchema });

  app.get(
    '/admin/seller-applications',
    {
      schema: {
        tags,
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
      return sellers.list(status, page, limit);
    },
  );

  app.post(
    '/admin/seller-applications/:id/approve',
    {
      schema: {
        tags,
        summary: 'Bekleyen başvuruyu onaylar: kullanıcı satış yapabilir (eCommerceIsVerified)',
        params: idParamsSchema,
        response: { 200: decision },
        errors: [409],
      },
    },
    async (request) => ({ data: await sellers.approve(request.user!, request.params.id) }),
  );

  app.post(
    '/admin/seller-applications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Bekleyen başvuruyu gerekçesiyle reddeder',
        params: idParamsSchema,
        body: rejectApplicationSchema,
        response: { 200: decision },
        errors: [409],
      },
    },
    async (request) => ({ data: await sellers.reject(request.user!, request.params.id, request.body.reason) }),
  );

  app.get(
    '/admin/seller-applications/:id/documents/:kind',
    {
      schema: {
        tags,
        summary: 'Başvurunun belgesi (yalnızca yöneticiler; belgeler hiçbir zaman herkese açık değildir)',
        params: idParamsSchema.extend({ kind: z.enum(sellerDocumentKinds, { error: errorMessages.VALIDATION }) }),
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
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

  app.get(
    '/admin/actions',
    {
      schema: {
        tags,
        summary: 'Yönetici işlemleri kaydı, en yeni önce (isteğe bağlı hedef süzgeci)',
        querystring: shopPageQuerySchema.extend({
          targetType: z.string().max(64).optional(),
          targetId: z.string().max(64).optional(),
        }),
        response: { 200: countedPageSchema('actions', adminActionSchema) },
      },
    },
    async (request) => {
      const { page, limit, targetType, targetId } = request.query;
      const { rows, total } = await audit.page({ targetType, targetId }, (page - 1) * limit, limit);
      return {
        actions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        pagination: countedPagination(page, limit, total),
      };
    },
  );
});
