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
import { createAdminAudit } from '../../platform/audit.js';
import { requireAdmin } from '../../platform/identity.js';
import { searchQueryTerms } from '../users/users.search.js';
import { createVerificationRepository } from './verification.repository.js';

const present = (row: Omit<AdminBusiness, 'createdAt'> & { createdAt: Date }): AdminBusiness => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Architecture.md decision 9: admins grant and withdraw the 'Doğrulanmış' badge. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const businesses = createVerificationRepository(app.database.db);
  const audit = createAdminAudit(app.database.db);
  const admin = requireAdmin(app);

  app.get(
    '/admin/businesses',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'İşletmeler, doğrulanmamışlar önce; q ile ada, şehre göre arama (yalnızca yönetici)',
        security: [{ bearer: [] }],
        querystring: adminBusinessQuerySchema,
        response: { 200: adminBusinessPageSchema },
      },
    },
    async (request) => {
      const { page, limit, q } = request.query;
      const { rows, total } = await businesses.page(q ? searchQueryTerms(q) : [], (page - 1) * limit, limit);
      return { businesses: rows.map(present), pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
    },
  );

  app.patch(
    '/admin/businesses/:id/verification',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: "İşletmenin 'Doğrulanmış' rozetini açar veya kapatır (yalnızca yönetici)",
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().min(1).max(64) }),
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
};
