import { type NotificationType, notificationTypes } from '@otousta/shared/notifications/events';
import { defaultChannels } from '@otousta/shared/notifications/preferences';
import { isInDateWindow } from '@otousta/shared/schemas/dates';
import type { NotificationPreference } from '@otousta/shared/schemas/notifications';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.js';
import { recordAdminAction } from '../../platform/audit.js';
import { foreignKeyViolation } from '../../platform/db-errors.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { Realtime } from '../../realtime/realtime.plugin.js';
import { createNotificationPipeline, EVENT_RECIPIENTS_MAX, type PipelineDeps } from './notifications.pipeline.js';
import { toNotification } from './notifications.presenter.js';
import { createNotificationsRepository, type PageCursor } from './notifications.repository.js';
import type { NotificationRow } from './notifications.table.js';
import { createUnsubscribeTokens } from './notifications.unsubscribe.js';

export type { PushSender } from './notifications.pipeline.js';

export interface NotificationsServiceDeps extends Omit<PipelineDeps, 'repo' | 'tokens' | 'realtime'> {
  db: Db;
  realtime: Pick<Realtime, 'toUsers' | 'presence'>;
  /** Signs the unsubscribe links (the server's secret). */
  secret: string;
  /** Where an announcement becomes domain events, like any module's news. */
  events: Pick<Events, 'emit'>;
}

const cursorOf = (row: NotificationRow) => `${row.updatedAt.getTime()}_${row.id}`;

function parseCursor(cursor: string | undefined): PageCursor | undefined {
  if (!cursor) return undefined;
  const at = cursor.indexOf('_');
  const time = new Date(Number(cursor.slice(0, at)));
  if (Number.isNaN(time.getTime()) || !isInDateWindow(time)) throw badRequest('INVALID_CURSOR');
  return { time, id: cursor.slice(at + 1) };
}

/**
 * The notification centre (docs/product.md 'Notifications'): a user's own notifications, read state kept right in
 * every tab, preferences per type and channel, and the pipeline that turns domain events into notifications.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const repo = createNotificationsRepository(deps.db);
  const tokens = createUnsubscribeTokens(deps.secret);
  const pipeline = createNotificationPipeline({ ...deps, repo, tokens });

  /** Every tab of the user hears what was read and the new count. */
  async function announceRead(userId: string, ids: string[] | null) {
    const unreadCount = await repo.unreadCount(userId);
    deps.realtime.toUsers([userId]).emit('notification:read', { ids, unreadCount });
    return unreadCount;
  }

  async function preferencesOf(userId: string): Promise<NotificationPreference[]> {
    const stored = new Map((await repo.preferences([userId])).map((row) => [row.type, row]));
    return notificationTypes.map((type) => {
      const row = stored.get(type);
      return row ? { type, inApp: row.inApp, email: row.email, push: row.push } : { type, ...defaultChannels(type) };
    });
  }

  return {
    pipeline,

    async list(userId: string, query: { cursor?: string; limit: number }) {
      const rows = await repo.page(userId, parseCursor(query.cursor), query.limit);
      const page = rows.slice(0, query.limit);
      return {
        notifications: page.map(toNotification),
        nextCursor: rows.length > query.limit ? cursorOf(page.at(-1)!) : null,
        unreadCount: await repo.unreadCount(userId),
      };
    },

    /** Only the recipient marks a notification; to anyone else it does not exist (404). */
    async markRead(userId: string, id: string) {
      const row = await repo.markRead(userId, id, new Date());
      if (!row) throw notFound('NOTIFICATION_NOT_FOUND');
      return { notification: toNotification(row), unreadCount: await announceRead(userId, [row.id]) };
    },

    async markAllRead(userId: string) {
      const ids = await repo.markAllRead(userId, new Date());
      return { unreadCount: ids.length ? await announceRead(userId, null) : await repo.unreadCount(userId) };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound('NOTIFICATION_NOT_FOUND');
      await announceRead(userId, [id]);
    },

    /**
     * The subject of a group was seen elsewhere (a conversation opened): its unread notification is read, so the bell
     * and the away mail agree with the chat.
     */
    async markGroupRead(userId: string, type: NotificationType, groupKey: string): Promise<void> {
      const ids = await repo.markAllRead(userId, new Date(), { type, groupKey });
      if (ids.length) await announceRead(userId, ids);
    },

    preferences: preferencesOf,

    /** The user's notifications and preferences, for their data export (KVKK art. 11). */
    async exportOf(userId: string) {
      const [rows, preferences] = await Promise.all([repo.exportOf(userId), preferencesOf(userId)]);
      return { notifications: rows.map(toNotification), notificationPreferences: preferences };
    },

    async savePreferences(userId: string, rows: readonly NotificationPreference[]) {
      // The last row of a type wins, as if each were saved in turn.
      const byType = new Map(rows.map((row) => [row.type, row]));
      await repo.savePreferences(userId, [...byType.values()]);
      return preferencesOf(userId);
    },

    /**
     * An admin's announcement, a marketing notification (İYS): it goes only to those who turned announcements on, on
     * the channels they chose, and by mail only to those who also gave marketing consent (checked when it is mailed).
     * Recorded in the admin trail with the events, in one transaction.
     */
    async announce(adminId: string, input: { title: string; text: string }) {
      const recipients = await repo.optedIn('announcement');
      const id = uuidv7();
      await repo.transaction(async (tx) => {
        for (let at = 0; at < recipients.length; at += EVENT_RECIPIENTS_MAX) {
          await deps.events.emit(
            {
              type: 'announcement',
              recipientIds: recipients.slice(at, at + EVENT_RECIPIENTS_MAX),
              link: '/bildirimler',
              params: { title: input.title, text: input.text },
            },
            tx,
          );
        }
        await recordAdminAction(tx, {
          actorId: adminId,
          action: 'announcement.send',
          targetType: 'announcement',
          targetId: id,
          details: { title: input.title, recipients: recipients.length },
        });
      });
      return { recipients: recipients.length };
    },

    /** The mail's one-click unsubscribe: that type's mails stop, whoever follows the link; no sign-in needed. */
    async unsubscribe(token: string) {
      const named = tokens.verify(token);
      if (!named) throw badRequest('UNSUBSCRIBE_TOKEN_INVALID');
      const current = (await preferencesOf(named.userId)).find((row) => row.type === named.type)!;
      // An account deleted since the mail has no preferences left to change: the link still answers the same.
      await repo.savePreferences(named.userId, [{ ...current, email: false }]).catch((error: unknown) => {
        if (!foreignKeyViolation(error)) throw error;
      });
      return { type: named.type, channel: 'email' as const };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
