import { adminActionSchema, pageQuerySchema, paginationSchema } from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPage } from '../../platform/audit.js';
import { requireAdmin } from '../../platform/identity.js';

const bearer = [{ bearer: [] }];

/**
 * The admin area's own API: the audit trail of every admin decision. The decisions themselves are the owning
 * modules' admin routes (seller applications, reports, verification); every route needs the admin role.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = requireAdmin(app);

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
