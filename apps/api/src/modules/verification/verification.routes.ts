import { countedPagination, idParamsSchema } from '@otousta/shared/schemas/api';
import {
  type AdminBusiness,
  adminBusinessPageSchema,
  adminBusinessQuerySchema,
  adminBusinessSchema,
  verificationInputSchema,
} from '@otousta/shared/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { adminOnly } from '../admin/admin.guard.js';
import { createAdminAudit } from '../reports/admin-audit.js';
import { searchQueryTerms } from '../users/users.search.js';
import { createVerificationRepository } from './verification.repository.js';

const present = (row: Omit<AdminBusiness, 'createdAt'> & { createdAt: Date }): AdminBusiness => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Admins grant and withdraw the 'Doğrulanmış' badge. */
export const verificationRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  const businesses = createVerificationRepository(app.database.db);
  const audit = createAdminAudit(app.database.db);

  app.get(
    '/admin/businesses',
    {
      schema: {
        tags: ['admin'],
        summary: 'İşletmeler, doğrulanmamışlar önce; q ile ada, şehre göre arama (yalnızca yönetici)',
        querystring: adminBusinessQuerySchema,
        response: { 200: adminBusinessPageSchema },
      },
    },
    async (request) => {
      const { page, limit, q } = request.query;
      const { rows, total } = await businesses.page(q ? searchQueryTerms(q) : [], (page - 1) * limit, limit);
      return { businesses: rows.map(present), pagination: countedPagination(page, limit, total) };
    },
  );

  app.patch(
    '/admin/businesses/:id/verification',
    {
      schema: {
        tags: ['admin'],
        summary: "İşletmenin 'Doğrulanmış' rozetini açar veya kapatır (yalnızca yönetici)",
        params: idParamsSchema,
        body: verificationInputSchema,
        response: { 200: z.object({ business: adminBusinessSchema }) },
      },
    },
    async (request) => {
      const row = await businesses.setVerified(request.params.id, request.body.isVerified);
      if (!row) throw notFound('BUSINESS_NOT_FOUND');
      await audit.record({
        actorId: request.user!.id,
        action: request.body.isVerified ? 'business.verify' : 'business.unverify',
        targetType: 'business',
        targetId: row.id,
        details: {},
      });
      return { business: present(row) };
    },
  );
});
