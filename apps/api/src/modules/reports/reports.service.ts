import type { ReportTargetType } from '@otousta/shared/options/reports';
import type { Report, ReportPage, ReportStatus } from '@otousta/shared/schemas/reports';
import { shorten } from '@otousta/shared/text/characters';
import { v7 as uuidv7 } from 'uuid';
import type { AdminAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { PostsService } from '../posts/posts.service.js';
import type { ReviewsService } from '../reviews/reviews.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ReportsRepository } from './reports.repository.js';
import type { ReportRow } from './reports.table.js';

const EXCERPT = 160;
const excerptOf = (text: string | undefined) => (text === undefined ? null : shorten(text, EXCERPT));

/** Where a report's target lives: each kind belongs to the module that owns it. */
export interface ReportTargets {
  users: Pick<UsersService, 'summary'>;
  reviews: Pick<ReviewsService, 'commentOf'>;
  posts: Pick<PostsService, 'contentOf'>;
}

export function createReportsService(deps: {
  reports: ReportsRepository;
  targets: ReportTargets;
  audit: AdminAudit;
  limit: RateLimiter;
}) {
  const { reports, targets, audit } = deps;

  /** A short text of the reported content, or undefined when there is no such content. */
  async function targetText(type: ReportTargetType, id: string): Promise<string | undefined> {
    switch (type) {
      case 'review':
        return targets.reviews.commentOf(id);
      case 'business': {
        const account = await targets.users.summary(id);
        if (account?.userType !== 'isletme') return undefined;
        return account.businessName ?? `${account.firstName} ${account.lastName}`;
      }
      case 'post':
      case 'comment':
        return targets.posts.contentOf(type, id);
    }
  }

  async function present(row: ReportRow): Promise<Report> {
    return {
      id: row.id,
      targetType: row.targetType,
      targetId: row.targetId,
      reason: row.reason as Report['reason'],
      details: row.details,
      status: row.status,
      reporterId: row.reporterId,
      excerpt: excerptOf(await targetText(row.targetType, row.targetId)),
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    };
  }

  async function existing(id: string): Promise<ReportRow> {
    const row = await reports.findById(id);
    if (!row) throw notFound('REPORT_NOT_FOUND');
    return row;
  }

  /** An admin's decision on a report: applied, written to the audit log, and the report as it now stands. */
  async function resolve(
    adminId: string,
    id: string,
    action: 'content.hide' | 'report.dismiss',
    apply: (row: ReportRow) => Promise<unknown>,
  ): Promise<Report> {
    const row = await existing(id);
    await apply(row);
    await audit.record({
      actorId: adminId,
      action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: { reportId: row.id, reason: row.reason },
    });
    return present((await reports.findById(id))!);
  }

  return {
    /** Anyone may report; the per-IP limit keeps one visitor from flooding the queue. */
    async create(
      input: { targetType: ReportTargetType; targetId: string; reason: string; details?: string },
      reporter: { ip: string; userId?: string },
    ): Promise<Report> {
      await deps.limit.consume(reporter.ip);
      const text = await targetText(input.targetType, input.targetId);
      // Hidden content answers as missing too: it is gone for the public.
      if (text === undefined || (await reports.isHidden(input.targetType, input.targetId))) {
        throw notFound('REPORT_TARGET_NOT_FOUND');
      }
      const row = await reports.insert({
        id: uuidv7(),
        targetType: input.targetType,
        targetId: input.targetId,
        reason: input.reason,
        details: input.details ?? null,
        reporterId: reporter.userId ?? null,
      });
      return present(row);
    },

    async page(status: ReportStatus, page: number, limit: number): Promise<ReportPage> {
      const { rows, total } = await reports.page(status, (page - 1) * limit, limit);
      return {
        reports: await Promise.all(rows.map(present)),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },

    /** Hides the reported content for everyone and closes the report; the audit log keeps who did it. */
    hide: (adminId: string, id: string) => resolve(adminId, id, 'content.hide', (row) => reports.hide(row, adminId)),

    /** Closes the report and leaves the content as it is. */
    dismiss: (adminId: string, id: string) =>
      resolve(adminId, id, 'report.dismiss', () => reports.dismiss(id, adminId)),

    async unhide(adminId: string, targetType: ReportTargetType, targetId: string): Promise<void> {
      if (!(await reports.unhide(targetType, targetId, adminId))) throw notFound('NOT_FOUND');
      await audit.record({ actorId: adminId, action: 'content.unhide', targetType, targetId, details: {} });
    },
  };
}
