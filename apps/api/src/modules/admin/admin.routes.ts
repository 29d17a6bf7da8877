import { countedPageSchema, countedPagination } from '@otousta/shared/schemas/api';
import { adminActionSchema, shopPageQuerySchema } from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPage } from '../../platform/audit.js';
import { adminOnly } from '../../platform/route-scope.js';

/**
 * The admin area's own API: the audit trail of every admin decision. The decisions themselves are the owning
 * modules' admin routes (seller applications, reports, verification); every route needs the admin role.
 */
export const adminRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  app.get(
    '/admin/actions',
    {
      schema: {
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
      const { rows, total } = await auditPage(app.database.db, { targetType, targetId }, (page - 1) * limit, limit);
      return {
        actions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        pagination: countedPagination(page, limit, total),
      };
    },
  );
});
