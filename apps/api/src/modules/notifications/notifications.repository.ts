import type { NotificationType } from '@otousta/shared/notifications/events';
import type { ChannelSwitches } from '@otousta/shared/notifications/preferences';
import { UNREAD_COUNT_MAX } from '@otousta/shared/schemas/notifications';
import { type AnyColumn, and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { deletedAny } from '../../platform/row-changes.js';
import {
  type NotificationRow,
  notificationDeliveries,
  notificationEvents,
  notificationPreferences,
  notifications,
} from './notifications.table.js';

export interface NewNotification {
  id: string;
  userId: string;
  type: NotificationType;
  actorId: string | null;
  link: string;
  params: Record<string, string>;
  groupKey: string | null;
  inApp: boolean;
  updatedAt: Date;
}

/** The channels delivered by a job of their own; in-app is the stored row itself. */
export type DeliveryChannel = 'email' | 'push';

export interface PageCursor {
  time: Date;
  id: string;
}

/** In a collapsing upsert: the incoming event's value unless the stored one comes from a later event. */
const latest = (column: AnyColumn, name: string) =>
  sql`case when excluded.updated_at >= ${notifications.updatedAt} then excluded.${sql.raw(name)} else ${column} end`;

const unread = and(isNull(notifications.readAt), eq(notifications.inApp, true));

export function createNotificationsRepository(db: Db) {
  /**
   * Each user's unread notifications, counted up to UNREAD_COUNT_MAX off notifications_user_unread_idx: a busy
   * business's thousands of unread ones were counted in full on every delivery.
   */
  async function unreadCounts(userIds: readonly string[]): Promise<Map<string, number>> {
    const result = await db.execute(sql`
      select u.id, (
        select count(*) from (
          select 1 from ${notifications} where ${notifications.userId} = u.id and ${unread} limit ${UNREAD_COUNT_MAX}
        ) counted
      ) as n
      from unnest(${sql.param([...new Set(userIds)])}::text[]) as u(id)`);
    return new Map(rowsOf<{ id: string; n: number | string }>(result).map((row) => [row.id, Number(row.n)]));
  }

  /** Inserting a delivery row claims it: answers the notifications whose delivery this caller may make. */
  async function claimDeliveries(
    notificationIds: readonly string[],
    channel: DeliveryChannel,
    eventId: string,
    tx: Db | Tx = db,
  ): Promise<Set<string>> {
    if (notificationIds.length === 0) return new Set();
    const rows = await tx
      .insert(notificationDeliveries)
      .values(notificationIds.map((notificationId) => ({ notificationId, channel, eventId })))
      .onConflictDoNothing()
      .returning({ id: notificationDeliveries.notificationId });
    return new Set(rows.map((row) => row.id));
  }

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Records that these events were handled; answers those that were not already (their job ran before). */
    async claimEvents(tx: Tx, eventIds: readonly string[]): Promise<Set<string>> {
      const rows = await tx
        .insert(notificationEvents)
        .values(eventIds.map((id) => ({ id })))
        .onConflictDoNothing()
        .returning({ id: notificationEvents.id });
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Stores notifications, one per recipient, in one statement. One of a group joins the recipient's unread
     * notification of that group when there is one: it counts one more event, takes the event's words and link and
     * moves to the top. Answers the rows, in no particular order.
     */
    async upsertMany(tx: Tx, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      const insert = tx.insert(notifications).values([...rows]);
      // Rows of one event share its group, so either none can join another or each may.
      if (rows.every((row) => !row.groupKey)) return insert.returning();
      return insert
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.type, notifications.groupKey],
          targetWhere: sql`${notifications.groupKey} is not null and ${notifications.readAt} is null`,
          // Events may be handled out of order: the count takes each, the words and link only the latest one's.
          set: {
            eventCount: sql`${notifications.eventCount} + 1`,
            params: latest(notifications.params, 'params'),
            link: latest(notifications.link, 'link'),
            actorId: latest(notifications.actorId, 'actor_id'),
            inApp: sql`excluded.in_app`,
            updatedAt: sql`greatest(${notifications.updatedAt}, excluded.updated_at)`,
          },
        })
        .returning();
    },

    claimDeliveries,

    /** One notification's delivery (claimDeliveries): true for the one caller that may deliver. */
    claimDelivery: async (notificationId: string, channel: DeliveryChannel, eventId: string, tx: Db | Tx = db) =>
      (await claimDeliveries([notificationId], channel, eventId, tx)).has(notificationId),

    async releaseDelivery(notificationId: string, channel: DeliveryChannel, eventId: string): Promise<void> {
      await db
        .delete(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.notificationId, notificationId),
            eq(notificationDeliveries.channel, channel),
            eq(notificationDeliveries.eventId, eventId),
          ),
        );
    },

    async wasDelivered(notificationId: string, channel: DeliveryChannel): Promise<boolean> {
      const [row] = await db
        .select({ id: notificationDeliveries.notificationId })
        .from(notificationDeliveries)
        .where(
          and(eq(notificationDeliveries.notificationId, notificationId), eq(notificationDeliveries.channel, channel)),
        )
        .limit(1);
      return !!row;
    },

    async findById(id: string): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },

    /** A page of the user's bell, newest event first; `limit + 1` rows tell whether another page follows. */
    async page(userId: string, cursor: PageCursor | undefined, limit: number): Promise<NotificationRow[]> {
      const after = cursor
        ? or(
            lt(notifications.updatedAt, cursor.time),
            and(eq(notifications.updatedAt, cursor.time), lt(notifications.id, cursor.id)),
          )
        : undefined;
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true), after))
        .orderBy(desc(notifications.updatedAt), desc(notifications.id))
        .limit(limit + 1);
    },

    /** Every notification of the user, oldest first, for their data export. */
    exportOf: (userId: string) =>
      db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt),

    unreadCount: async (userId: string): Promise<number> => (await unreadCounts([userId])).get(userId) ?? 0,

    /** Each user's unread count in one statement (an event's recipients, announced together). */
    unreadCounts,

    /** Marks the user's own notification read; undefined when it is not theirs (or does not exist). */
    async markRead(userId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },

    /** Marks every unread notification of the user read (or of one group); answers the ids that changed. */
    async markAllRead(
      userId: string,
      at: Date,
      group?: { type: NotificationType; groupKey: string },
    ): Promise<string[]> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            group ? and(eq(notifications.type, group.type), eq(notifications.groupKey, group.groupKey)) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },

    async remove(userId: string, id: string): Promise<boolean> {
      return deletedAny(db, notifications, and(eq(notifications.id, id), eq(notifications.userId, userId)));
    },

    /** The stored choices of these users for one type (or all types of one user). */
    async preferences(userIds: readonly string[], type?: NotificationType, tx: Db | Tx = db) {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(notificationPreferences)
        .where(
          and(
            inArray(notificationPreferences.userId, [...userIds]),
            type ? eq(notificationPreferences.type, type) : undefined,
          ),
        );
    },

    /** Whoever turned `type` on for at least one channel: the audience of a type that is off until chosen. */
    async optedIn(type: NotificationType): Promise<string[]> {
      const rows = await db
        .select({ userId: notificationPreferences.userId })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.type, type),
            or(notificationPreferences.inApp, notificationPreferences.email, notificationPreferences.push),
          ),
        );
      return rows.map((row) => row.userId);
    },

    async savePreferences(userId: string, rows: readonly ({ type: NotificationType } & ChannelSwitches)[]) {
      if (rows.length === 0) return;
      const updatedAt = new Date();
      await db
        .insert(notificationPreferences)
        .values(rows.map((row) => ({ userId, ...row, updatedAt })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: {
            inApp: sql`excluded.in_app`,
            email: sql`excluded.email`,
            push: sql`excluded.push`,
            updatedAt,
          },
        });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
