import type { ReportTargetType } from '@otousta/shared/options/reports';
import type { ReportStatus } from '@otousta/shared/schemas/reports';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hideContent, isHidden, showContent } from '../../platform/hidden-content.js';
import { pageByCreation } from '../../platform/table-page.js';
import { type ReportRow, reports } from './reports.table.js';

export function createReportsRepository(db: Db) {
  return {
    async insert(values: typeof reports.$inferInsert): Promise<ReportRow> {
      const [row] = await db.insert(reports).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row;
    },

    async page(status: ReportStatus, offset: number, limit: number): Promise<{ rows: ReportRow[]; total: number }> {
      return pageByCreation(db, reports, eq(reports.status, status), { offset, limit });
    },

    /** Hides the content and closes every open report about it, in one transaction. */
    async hide(report: ReportRow, adminId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await hideContent(tx, report.targetType, report.targetId, adminId);
        await tx
          .update(reports)
          .set({ status: 'hidden', resolvedBy: adminId, resolvedAt: new Date() })
          .where(
            and(
              eq(reports.targetType, report.targetType),
              eq(reports.targetId, report.targetId),
              eq(reports.status, 'open'),
            ),
          );
        // The report acted on is marked even when an earlier decision had dismissed it.
        await tx
          .update(reports)
          .set({ status: 'hidden', resolvedBy: adminId, resolvedAt: new Date() })
          .where(eq(reports.id, report.id));
      });
    },

    async dismiss(id: string, adminId: string): Promise<void> {
      await db
        .update(reports)
        .set({ status: 'dismissed', resolvedBy: adminId, resolvedAt: new Date() })
        .where(eq(reports.id, id));
    },

    /** Makes hidden content public again; its reports become dismissed. */
    async unhide(targetType: ReportTargetType, targetId: string, adminId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const shown = await showContent(tx, targetType, targetId);
        await tx
          .update(reports)
          .set({ status: 'dismissed', resolvedBy: adminId, resolvedAt: new Date() })
          .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'hidden')));
        return shown;
      });
    },

    isHidden: (targetType: ReportTargetType, targetId: string) => isHidden(db, targetType, targetId),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
