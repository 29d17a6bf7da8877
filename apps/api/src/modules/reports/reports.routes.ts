import { adminPageQuerySchema } from '@otousta/shared/schemas/moderation';
import {
  createReportSchema,
  REPORT_SUCCESS,
  reportPageSchema,
  reportSchema,
  reportStatuses,
  reportTargetTypes,
} from '@otousta/shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAdminAudit } from '../../platform/audit.js';
import { requireAdmin } from '../../platform/identity.js';
import { createReportsRepository } from './reports.repository.js';
import { createReportsService, type ReportTargets } from './reports.service.js';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(64) });

export const reportsRoutes: FastifyPluginAsyncZod<{ targets: ReportTargets }> = async (app, { targets }) => {
  const reports = createReportsService({
    reports: createReportsRepository(app.database.db),
    targets,
    audit: createAdminAudit(app.database.db),
    limit: app.createRateLimiter({ name: 'report-ip', max: 30, windowSeconds: 3600 }),
  });
  const admin = requireAdmin(app);

  app.post(
    '/reports',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['reports'],
        summary: 'Bir gönderiyi, yorumu, değerlendirmeyi veya işletmeyi şikayet eder',
        body: createReportSchema,
        response: { 201: z.object({ message: z.string(), report: reportSchema }) },
      },
    },
    async (request, reply) => {
      const report = await reports.create(request.body, { ip: request.ip, userId: request.user?.id });
      return reply.status(201).send({ message: REPORT_SUCCESS, report });
    },
  );

  app.get(
    '/admin/reports',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Şikayetler durumuna göre, en yeni önce (yalnızca yönetici)',
        security: bearer,
        querystring: adminPageQuerySchema.extend({ status: z.enum(reportStatuses).default('open') }),
        response: { 200: reportPageSchema },
      },
    },
    async (request) => reports.page(request.query.status, request.query.page, request.query.limit),
  );

  app.post(
    '/admin/reports/:id/hide',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Şikayet edilen içeriği gizler; tüm herkese açık listelerden kalkar (yalnızca yönetici)',
        security: bearer,
        params: idParams,
        response: { 200: z.object({ report: reportSchema }) },
      },
    },
    async (request) => ({ report: await reports.hide(request.user!.id, request.params.id) }),
  );

  app.post(
    '/admin/reports/:id/dismiss',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Şikayeti reddeder; içerik yayında kalır (yalnızca yönetici)',
        security: bearer,
        params: idParams,
        response: { 200: z.object({ report: reportSchema }) },
      },
    },
    async (request) => ({ report: await reports.dismiss(request.user!.id, request.params.id) }),
  );

  app.delete(
    '/admin/hidden/:targetType/:targetId',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Gizlenen içeriği yeniden yayına alır (yalnızca yönetici)',
        security: bearer,
        params: z.object({ targetType: z.enum(reportTargetTypes), targetId: z.string().min(1).max(64) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reports.unhide(request.user!.id, request.params.targetType, request.params.targetId);
      return reply.status(204).send(null);
    },
  );
};
