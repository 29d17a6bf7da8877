import {
  type AdminBusiness,
  adminBusinessPageSchema,
  adminBusinessQuerySchema,
  adminBusinessSchema,
  verificationInputSchema,
} from '@otousta/shared/schemas/moderation';
import { z } from 'zod';
import { createAdminAudit } from '../../platform/audit.js';
import { byId } from '../../platform/id-route.js';
import { adminOnly } from '../../platform/route-scope.js';
import type { UsersService } from '../users/users.service.js';

const present = (row: Omit<AdminBusiness, 'createdAt'> & { createdAt: Date }): AdminBusiness => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Admins grant and withdraw the 'Doğrulanmış' badge. */
export const verificationRoutes = adminOnly<{ users: UsersService }>(async (app, { users }) => {
  const audit = createAdminAudit(app.database.db);

  app.get(
    '/admin/businesses',
    {
      schema: {
        summary: 'İşletmeler, doğrulanmamışlar önce; q ile ada, şehre göre arama (yalnızca yönetici)',
        querystring: adminBusinessQuerySchema,
        response: { 200: adminBusinessPageSchema },
      },
    },
    async (request) => {
      const { page, limit, q } = request.query;
      const { rows, pagination } = await users.businessesForVerification(q, { page, limit });
      return { businesses: rows.map(present), pagination };
    },
  );

  app.patch(
    '/admin/businesses/:id/verification',
    byId({
      summary: "İşletmenin 'Doğrulanmış' rozetini açar veya kapatır (yalnızca yönetici)",
      body: verificationInputSchema,
      response: { 200: z.object({ business: adminBusinessSchema }) },
    }),
    async (request) => {
      const row = await users.setVerified(request.params.id, request.body.isVerified);
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
