import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail of the admin area (architecture.md decision 9): every admin decision, whatever its kind — who
 * (actorId), what (action, e.g. 'seller-application.approve'), on what (targetType + targetId), the particulars
 * (details) and when. Rows are only ever inserted; no foreign key, so the trail outlives deleted accounts.
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
