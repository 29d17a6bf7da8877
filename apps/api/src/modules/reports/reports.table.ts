import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/columns.js';

/** Visitors' reports of a post, comment, review or business; an admin hides the content or dismisses the report. */
export const reports = pgTable(
  'reports',
  {
    id: text().primaryKey(),
    targetType: text({ enum: ['post', 'comment', 'review', 'business'] }).notNull(),
    targetId: text().notNull(),
    reason: text().notNull(),
    details: text(),
    // null for a signed-out visitor.
    reporterId: text(),
    status: text({ enum: ['open', 'hidden', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: text(),
    resolvedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
