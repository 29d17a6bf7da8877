import type { NotificationType } from '@otousta/shared/notifications/events';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

/**
 * One row per recipient of a domain event (docs/decisions/022-notification-pipeline.md). Its words are rendered from
 * `type` and `params` when it is shown, so a collapsed notification (`groupKey`, e.g. one per conversation) counts its
 * events and says the latest. `inApp` false keeps it out of the bell: it exists only to be mailed or pushed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey(),
    userId: cascadeRef(() => users.id),
    type: text().$type<NotificationType>().notNull(),
    actorId: text(),
    link: text().notNull(),
    params: jsonb().$type<Record<string, string>>().notNull(),
    groupKey: text(),
    eventCount: integer().notNull().default(1),
    inApp: boolean().notNull().default(true),
    readAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    // When its last event happened, set by the app to the millisecond: the list's order and cursor.
    updatedAt: timestamptz().notNull(),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.inApp}`),
    // At most one unread notification per recipient and subject: the next event of it updates that one.
    uniqueIndex('notifications_open_group_idx')
      .on(t.userId, t.type, t.groupKey)
      .where(sql`${t.groupKey} is not null and ${t.readAt} is null`),
  ],
);

/** The domain events already turned into notifications: a job run twice (a lease that ran out) adds nothing. */
export const notificationEvents = pgTable('notification_events', {
  id: text().primaryKey(),
  createdAt: timestamptz().notNull().defaultNow(),
});

/**
 * What the mail and push channels delivered: one row per notification, channel and event (email: one per
 * notification, the event left empty). Inserting it claims the delivery, so two nodes or a rerun never deliver the same thing twice.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: cascadeRef(() => notifications.id),
    channel: text({ enum: ['email', 'push'] }).notNull(),
    eventId: text().notNull(),
    deliveredAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.channel, t.eventId] })],
);

/** A user's choices that differ from the defaults, one row per type they touched. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: cascadeRef(() => users.id),
    type: text().$type<NotificationType>().notNull(),
    inApp: boolean().notNull(),
    email: boolean().notNull(),
    push: boolean().notNull(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
