import { errorMessages } from '@otousta/shared/messages/tr';
import {
  adminActionSchema,
  adminSellerApplicationSchema,
  pageQuerySchema,
  paginationSchema,
  rejectApplicationSchema,
  sellerApplicationStatusValues,
  sellerDocumentKinds,
} from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPage } from '../../platform/audit.js';
import { requireAdmin } from '../../platform/identity.js';
import type { SellersService } from '../sellers/sellers.service.js';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string({ error: errorMessages.VALIDATION }).min(1).max(64) });

/** The admin area's API (architecture.md decision 9); every route needs the admin role. */
export const adminRoutes: FastifyPluginAsyncZod<{ sellers: SellersService }> = async (app, { sellers }) => {
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
      return sellers.list(status, page, limit);
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
    async (request) => ({ data: await sellers.approve(request.user!, request.params.id) }),
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
    async (request) => ({ data: await sellers.reject(request.user!, request.params.id, request.body.reason) }),
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

  app.get(
    '/admin/actions',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Yönetici işlemleri kaydı, en yeni önce (isteğe bağlı hedef süzgeci)',
        security: bearer,
        querystring: pageQuerySchema.extend({
          targetType: z.string().max(64).optional(),
          targetId: z.string().max(64).optional(),
        }),
        response: { 200: z.object({ actions: z.array(adminActionSchema), pagination: paginationSchema }) },
      },
    },
    async (request) => {
      const { page, limit, targetType, targetId } = request.query;
      const { rows, total } = await auditPage(app.database.db, { targetType, targetId }, (page - 1) * limit, limit);
      return {
        actions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },
  );
};
