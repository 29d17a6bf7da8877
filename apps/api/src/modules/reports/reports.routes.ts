import { REPORT_SUCCESS, reportTargetTypes } from '@otousta/shared/options/reports';
import { idSchema } from '@otousta/shared/schemas/api';
import { adminPageQuerySchema } from '@otousta/shared/schemas/moderation';
import { createReportSchema, reportPageSchema, reportSchema, reportStatuses } from '@otousta/shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAdminAudit } from '../../platform/audit.js';
import { byId } from '../../platform/id-route.js';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { adminOnly, callerAware, tagRoutes } from '../../platform/route-scope.js';
import { createReportsRepository } from './reports.repository.js';
import { createReportsService, type ReportTargets } from './reports.service.js';

export const reportsRoutes: FastifyPluginAsyncZod<{ targets: ReportTargets }> = async (app, { targets }) => {
  tagRoutes(app, 'reports');
  const reports = createReportsService({
    reports: createReportsRepository(app.database.db),
    targets,
    audit: createAdminAudit(app.database.db),
    limit: app.createRateLimiter({ name: 'report-ip', max: 30, windowSeconds: 3600 }),
  });

  await app.register(
    callerAware(async (app) => {
      app.post(
        '/reports',
        {
          config: { writeLimit: 'reports' },
          schema: {
            summary: 'Bir gönderiyi, yorumu, değerlendirmeyi veya işletmeyi şikayet eder',
            body: createReportSchema,
            response: { 201: z.object({ message: z.string(), report: reportSchema }) },
            errors: [404, 429],
          },
        },
        async (request, reply) => {
          const report = await reports.create(request.body, { ip: request.ip, userId: request.user?.id });
          return reply.status(201).send({ message: REPORT_SUCCESS, report });
        },
      );
    }),
  );

  await app.register(
    adminOnly(async (app) => {
      app.get(
        '/admin/reports',
        {
          schema: {
            summary: 'Şikayetler durumuna göre, en yeni önce (yalnızca yönetici)',
            querystring: adminPageQuerySchema.extend({ status: z.enum(reportStatuses).default('open') }),
            response: { 200: reportPageSchema },
          },
        },
        async (request) => reports.page(request.query.status, request.query.page, request.query.limit),
      );

      // The admin's two decisions on a report answer alike; they differ only in what becomes of the content.
      for (const [decision, summary] of [
        ['hide', 'Şikayet edilen içeriği gizler; tüm herkese açık listelerden kalkar (yalnızca yönetici)'],
        ['dismiss', 'Şikayeti reddeder; içerik yayında kalır (yalnızca yönetici)'],
      ] as const) {
        app.post(
          `/admin/reports/:id/${decision}`,
          byId({ summary, response: { 200: z.object({ report: reportSchema }) } }),
          async (request) => ({ report: await reports[decision](request.user!.id, request.params.id) }),
        );
      }

      app.delete(
        '/admin/hidden/:targetType/:targetId',
        {
          schema: {
            summary: 'Gizlenen içeriği yeniden yayına alır (yalnızca yönetici)',
            params: z.object({ targetType: z.enum(reportTargetTypes), targetId: idSchema }),
            response: noContent,
          },
        },
        async (request, reply) =>
          noContentAfter(reply, reports.unhide(request.user!.id, request.params.targetType, request.params.targetId)),
      );
    }),
  );
};
