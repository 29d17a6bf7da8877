import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { REPORT_LIMITS, type ReportReason, reportReasons, reportTargetTypes } from '../options/reports.js';
import { countedPageSchema } from './api.js';

const reasonValues = reportReasons.map((r) => r.value) as [ReportReason, ...ReportReason[]];

export const createReportSchema = z.object({
  targetType: z.enum(reportTargetTypes, { error: errorMessages.INVALID_REPORT_TARGET }),
  targetId: z.string({ error: errorMessages.INVALID_REPORT_TARGET }).min(1).max(64),
  reason: z.enum(reasonValues, { error: errorMessages.INVALID_REPORT_REASON }),
  details: z
    .string()
    .trim()
    .max(REPORT_LIMITS.detailsMax, errorMessages.TEXT_TOO_LONG)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

export const reportStatuses = ['open', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(reportTargetTypes),
  targetId: z.string(),
  reason: z.enum(reasonValues),
  details: z.string().nullable(),
  status: z.enum(reportStatuses),
  reporterId: z.string().nullable(),
  /** A short quote of the reported content so the admin decides without opening it; null when it is gone. */
  excerpt: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportPageSchema = countedPageSchema('reports', reportSchema);
export type ReportPage = z.infer<typeof reportPageSchema>;
