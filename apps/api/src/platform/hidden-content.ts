import type { ReportTargetType } from '@otousta/shared/options/reports';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { deletedAny } from './row-changes.js';

/**
 * Content an admin hid: a post, comment, review or business. Kept apart from the content's own tables so every
 * module filters the same way with `notHidden(type, column)` and hiding never edits another module's rows.
 */
export const hiddenContent = pgTable(
  'hidden_content',
  {
    targetType: text({ enum: ['post', 'comment', 'review', 'business'] }).notNull(),
    targetId: text().notNull(),
    hiddenBy: text().notNull(),
    hiddenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId] })],
);

/**
 * The condition every public list adds so content an admin hid disappears: `where(and(..., notHidden('post',
 * posts.id)))`. An anti-join on the (target_type, target_id) primary key, so it costs one index probe per row.
 */
export const notHidden = (targetType: ReportTargetType, id: AnyColumn | SQL): SQL =>
  sql`not exists (select 1 from ${hiddenContent} where ${hiddenContent.targetType} = ${targetType} and ${hiddenContent.targetId} = ${id})`;

/** Hides the content; hiding it again changes nothing. Pass the transaction of the decision. */
export async function hideContent(tx: Tx, targetType: ReportTargetType, targetId: string, adminId: string) {
  await tx.insert(hiddenContent).values({ targetType, targetId, hiddenBy: adminId }).onConflictDoNothing();
}

/** Makes hidden content public again; false when it was not hidden. */
export async function showContent(tx: Tx, targetType: ReportTargetType, targetId: string): Promise<boolean> {
  return deletedAny(
    tx,
    hiddenContent,
    and(eq(hiddenContent.targetType, targetType), eq(hiddenContent.targetId, targetId)),
  );
}

export async function isHidden(db: Db, targetType: ReportTargetType, targetId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: hiddenContent.targetId })
    .from(hiddenContent)
    .where(and(eq(hiddenContent.targetType, targetType), eq(hiddenContent.targetId, targetId)));
  return Boolean(row);
}
