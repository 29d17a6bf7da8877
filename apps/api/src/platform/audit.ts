import { and, eq, type SQL } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/client.js';
import { pageByCreation } from './table-page.js';

/**
 * The one audit trail of every admin decision, whatever its kind and whichever module takes it — who (actorId), what
 * (action, e.g. 'seller-application.approve'), on what (targetType + targetId), the particulars (details) and when.
 * Rows are only ever inserted; no foreign key, so the trail outlives deleted accounts.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: text().primaryKey(),
    actorId: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('admin_actions_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);

export type AdminActionRow = typeof adminActions.$inferSelect;

export interface AdminActionEntry {
  actorId: string;
  /** What was done, '<target type>.<verb>', e.g. 'seller-application.approve'. */
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Records an admin decision; pass the transaction of the decision so both are stored or neither. */
export async function recordAdminAction(db: Pick<Db, 'insert'>, entry: AdminActionEntry): Promise<void> {
  await db.insert(adminActions).values({ id: uuidv7(), ...entry, details: entry.details ?? {} });
}

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
}

/** The audit trail, newest first, optionally of one target type or target. */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
  offset: number,
  limit: number,
): Promise<{ rows: AdminActionRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.targetType) conditions.push(eq(adminActions.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(adminActions.targetId, filter.targetId));
  const where = conditions.length ? and(...conditions) : undefined;
  return pageByCreation(db, adminActions, where, { offset, limit });
}

/** The audit trail as a module holds it: decisions taken outside a transaction of their own are recorded here. */
export interface AdminAudit {
  record(entry: AdminActionEntry): Promise<void>;
}

export const createAdminAudit = (db: Db): AdminAudit => ({ record: (entry) => recordAdminAction(db, entry) });
