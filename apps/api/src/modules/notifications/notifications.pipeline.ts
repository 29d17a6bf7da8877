import { notificationMailTexts } from '@otousta/shared/messages/notifications';
import { type DomainEvent, type NotificationType, notificationTypes } from '@otousta/shared/notifications/events';
import { type ChannelSwitches, defaultChannels, marketingTypes } from '@otousta/shared/notifications/preferences';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { DOMAIN_EVENT_JOB } from '../../platform/events.js';
import type { Jobs } from '../../platform/jobs/jobs.plugin.js';
import type { NewJob } from '../../platform/jobs/jobs.queue.js';
import type { JobContext } from '../../platform/jobs/jobs.worker.js';
import type { MailOutbox } from '../../platform/mail/mail.plugin.js';
import { renderMail } from '../../platform/mail/mail.template.js';
import type { MailMessage } from '../../platform/mail/mail.transport.js';
import type { Realtime } from '../../realtime/realtime.plugin.js';
import type { UserSummary } from '../users/users.service.js';
import { textOf, toNotification } from './notifications.presenter.js';
import type { NewNotification, NotificationsRepository } from './notifications.repository.js';
import type { NotificationRow } from './notifications.table.js';
import type { UnsubscribeTokens } from './notifications.unsubscribe.js';

/** The job that delivers one stored notification on one channel. */
export const NOTIFICATION_DELIVER_JOB = 'notification.deliver';

/** A Web Push sender (the push module's); without one the pipeline delivers in-app and by mail only. */
export interface PushSender {
  /** `key` names the push once: handed over again (a retried job), it queues nothing more. */
  send(
    userId: string,
    payload: { title: string; body: string; url: string; tag?: string },
    options?: { key?: string },
  ): Promise<void>;
  /** Those of these users with a browser subscribed to their pushes. */
  reachable(userIds: readonly string[]): Promise<Set<string>>;
}

/**
 * Types mailed only to someone away: the mail waits `awayEmailDelaySeconds` and goes only when the notification is
 * still unread and the recipient has no open tab showing it then (docs/product.md 'Notifications',
 * docs/decisions/044-event-mails-wait-for-absence.md). Reminders, the completed job's review invitation and
 * announcements go at once: their mail is the point.
 */
const mailedWhenAway: ReadonlySet<NotificationType> = new Set([
  'message.received',
  'quote.requested',
  'quote.offered',
  'quote.accepted',
  'appointment.requested',
  'appointment.confirmed',
  'appointment.cancelled',
]);

export interface PipelineDeps {
  repo: NotificationsRepository;
  users: { summaries(ids: readonly string[]): Promise<Map<string, UserSummary>> };
  realtime: Pick<Realtime, 'toUsers' | 'presence'>;
  mail: MailOutbox;
  jobs: Pick<Jobs, 'enqueueMany'>;
  tokens: UnsubscribeTokens;
  /** Where the mails' links point, e.g. 'https://otousta.com.tr'. */
  publicUrl: string;
  /** How long a mail of `mailedWhenAway` waits to see whether its notification is read on the site. */
  awayEmailDelaySeconds: number;
  push?: PushSender;
}

/** Recipients one domain event may name; an emitter with more emits several. */
export const EVENT_RECIPIENTS_MAX = 1000;

const domainEventSchema = z.object({
  type: z.enum(notificationTypes),
  recipientIds: z.array(z.string().min(1)).max(EVENT_RECIPIENTS_MAX),
  actorId: z.string().nullish(),
  link: z.string().startsWith('/'),
  params: z.record(z.string(), z.string()),
  key: z.string().optional(),
  group: z.string().optional(),
  occurredAt: z.iso.datetime().optional(),
}) satisfies z.ZodType<DomainEvent>;

const deliverySchema = z.object({
  notificationId: z.string(),
  channel: z.enum(['email', 'push']),
  eventId: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** Every email of a notification is one delivery, however many events it collects. */
const ONCE = '';

/**
 * The notification pipeline (docs/decisions/022-notification-pipeline.md). A domain event job becomes, in one
 * transaction, one stored notification per recipient (the in-app delivery, announced live after the commit) and one
 * delivery job per further channel the recipient allows; each delivery claims its row in notification_deliveries
 * before it acts, so a channel delivers a notification once however often its job runs and on however many nodes.
 */
export function createNotificationPipeline(deps: PipelineDeps) {
  const { repo, realtime, jobs } = deps;

  async function choicesOf(userIds: readonly string[], type: NotificationType): Promise<Map<string, ChannelSwitches>> {
    const stored = await repo.preferences(userIds, type);
    const byUser = new Map(stored.map((row) => [row.userId, row]));
    return new Map(
      userIds.map((id) => {
        const row = byUser.get(id);
        return [id, row ? { inApp: row.inApp, email: row.email, push: row.push } : { ...defaultChannels(type) }];
      }),
    );
  }

  const origin = deps.publicUrl;

  /** The actor's name when the emitter left it out: a business by its name, a person by first and last name. */
  function withActorName(event: DomainEvent, people: Map<string, UserSummary>): Record<string, string> {
    const actor = event.actorId ? people.get(event.actorId) : undefined;
    if (event.params.name || !actor) return event.params;
    const name =
      actor.userType === 'isletme' && actor.businessName ? actor.businessName : `${actor.firstName} ${actor.lastName}`;
    return { ...event.params, name };
  }

  /**
   * The mail of a notification, or null when none may go to this person: an inactive account, or marketing without
   * the İYS consent as it stands when the mail is queued, whatever the preference says.
   */
  function mailOf(row: NotificationRow, person: UserSummary | undefined): MailMessage | null {
    if (!person?.isActive) return null;
    if (marketingTypes.has(row.type) && !person.marketingConsent) return null;
    const { title, body } = textOf(row);
    const token = encodeURIComponent(deps.tokens.issue(row.userId, row.type));
    const content = renderMail({
      subject: title,
      heading: title,
      paragraphs: [notificationMailTexts.greeting(person.firstName), body],
      action: { label: notificationMailTexts.action, url: `${origin}${row.link}` },
      // The footer opens a page that asks first; a mail app's one-click POST (RFC 8058) goes to the API itself.
      unsubscribeUrl: `${origin}/bildirimler/abonelik?token=${token}`,
      oneClickUnsubscribeUrl: `${origin}/api/notifications/unsubscribe?token=${token}`,
    });
    return { to: person.email, ...content };
  }

  /** Each recipient's channel switches for the event's type, the push switch off for one without a subscribed browser. */
  async function reachOf(events: readonly DomainEvent[]): Promise<Map<NotificationType, Map<string, ChannelSwitches>>> {
    const recipientsByType = new Map<NotificationType, Set<string>>();
    for (const event of events) {
      const ids = recipientsByType.get(event.type) ?? new Set<string>();
      for (const id of event.recipientIds) ids.add(id);
      recipientsByType.set(event.type, ids);
    }
    const everyone = [...new Set(events.flatMap((event) => event.recipientIds))];
    const [pushable, ...choices] = await Promise.all([
      // Push goes only to someone with a subscribed browser: for anybody else a push job would find nobody to push to.
      deps.push ? deps.push.reachable(everyone) : new Set<string>(),
      ...[...recipientsByType].map(([type, ids]) => choicesOf([...ids], type)),
    ]);
    const types = [...recipientsByType.keys()];
    return new Map(
      types.map((type, i) => [
        type,
        new Map(
          [...choices[i]!].map(([userId, allowed]) => [
            userId,
            { ...allowed, push: allowed.push && pushable.has(userId) },
          ]),
        ),
      ]),
    );
  }

  /**
   * Stores the batch's notifications in as few statements as it may: two of one group for one person cannot go in one
   * upsert (the second would change the row the first wrote in the same statement), so a later one waits for the next
   * round. Answers each stored row with the id it was given here, which a row that joined a stored one no longer has.
   */
  async function upsertInRounds(tx: Tx, stored: readonly NewNotification[]) {
    const groupOf = (n: Pick<NewNotification, 'userId' | 'type' | 'groupKey'>) =>
      n.groupKey === null ? null : JSON.stringify([n.userId, n.type, n.groupKey]);
    const rounds: NewNotification[][] = [];
    const nextRound = new Map<string, number>();
    for (const notification of stored) {
      const group = groupOf(notification);
      const round = group === null ? 0 : (nextRound.get(group) ?? 0);
      if (group !== null) nextRound.set(group, round + 1);
      if (!rounds[round]) rounds[round] = [];
      rounds[round].push(notification);
    }
    const written: { row: NotificationRow; insertedAs: string }[] = [];
    for (const round of rounds) {
      const byId = new Map(round.map((n) => [n.id, n.id]));
      const byGroup = new Map(round.flatMap((n) => (n.groupKey === null ? [] : [[groupOf(n)!, n.id]])));
      for (const row of await repo.upsertMany(tx, round)) {
        written.push({ row, insertedAs: (byId.get(row.id) ?? byGroup.get(groupOf(row)!))! });
      }
    }
    return written;
  }

  /**
   * Events handed over together (the queue's batch of domain event jobs) are stored in one transaction: one statement
   * per table for all of them, the reads before it shared too. Each event's job id claims it, so an event whose job ran
   * before adds nothing.
   */
  async function handleEvents(batch: readonly { payload: DomainEvent; job: Pick<JobContext, 'id'> }[]): Promise<void> {
    const events = batch.map(({ payload }) => payload);
    // A mail that waits for nothing is queued with the notification: its recipients' addresses are read here, with the
    // actors whose names the emitter left out.
    const readPeople = new Set<string>();
    for (const event of events) {
      if (!mailedWhenAway.has(event.type)) for (const id of event.recipientIds) readPeople.add(id);
      if (event.actorId && !event.params.name) readPeople.add(event.actorId);
    }
    const [reach, people] = await Promise.all([
      reachOf(events),
      readPeople.size > 0 ? deps.users.summaries([...readPeople]) : new Map<string, UserSummary>(),
    ]);
    const live: NotificationRow[] = [];
    await repo.transaction(async (tx) => {
      // A rerun of a job whose first run committed (its lease ran out before it was marked done) adds nothing.
      const claimed = await repo.claimEvents(
        tx,
        batch.map(({ job }) => job.id),
      );
      const stored: NewNotification[] = [];
      const of = new Map<string, { event: DomainEvent; eventId: string; allowed: ChannelSwitches }>();
      for (const { payload: event, job } of batch) {
        if (!claimed.has(job.id)) continue;
        const at = event.occurredAt ? new Date(event.occurredAt) : new Date();
        const params = withActorName(event, people);
        // What reaches each recipient, once however often the event names them; one reached by no channel gets nothing.
        for (const userId of new Set(event.recipientIds)) {
          const allowed = reach.get(event.type)!.get(userId)!;
          if (!allowed.inApp && !allowed.email && !allowed.push) continue;
          const id = uuidv7();
          of.set(id, { event, eventId: job.id, allowed });
          stored.push({
            id,
            userId,
            type: event.type,
            actorId: event.actorId ?? null,
            link: event.link,
            params,
            groupKey: event.group ?? null,
            inApp: allowed.inApp,
            updatedAt: at,
          });
        }
      }
      const rows = await upsertInRounds(tx, stored);
      const deliveries: NewJob[] = [];
      const deliver = (row: NotificationRow, channel: Delivery['channel'], eventId: string, delayMs?: number) =>
        deliveries.push({
          name: NOTIFICATION_DELIVER_JOB,
          payload: { notificationId: row.id, channel, eventId } satisfies Delivery,
          dedupKey: `${channel}:${row.id}:${eventId}`,
          delayMs,
        });
      const mails = new Map<string, MailMessage>();
      for (const { row, insertedAs } of rows) {
        const { event, eventId, allowed } = of.get(insertedAs)!;
        if (allowed.inApp) live.push(row);
        if (allowed.push) deliver(row, 'push', eventId);
        // One mail per notification: a queued one is not queued again (dedup), a sent one is never sent again.
        if (allowed.email && mailedWhenAway.has(event.type)) {
          deliver(row, 'email', ONCE, deps.awayEmailDelaySeconds * 1000);
        } else if (allowed.email) {
          const mail = mailOf(row, people.get(row.userId));
          if (mail) mails.set(row.id, mail);
        }
      }
      const mailed = await repo.claimDeliveries([...mails.keys()], 'email', ONCE, tx);
      await jobs.enqueueMany(deliveries, tx);
      await deps.mail.enqueueMany(
        [...mails].filter(([id]) => mailed.has(id)).map(([, mail]) => mail),
        { db: tx },
      );
    });
    // In-app: the stored row is the delivery (the bell and the list read it); the live emit follows the commit, by the
    // one run of each job that committed (a rerun claimed nothing). A tab that misses it refetches when it reconnects.
    if (live.length === 0) return;
    const unread = await repo.unreadCounts(live.map((row) => row.userId));
    for (const row of live) {
      realtime
        .toUsers([row.userId])
        .emit('notification:new', { notification: toNotification(row), unreadCount: unread.get(row.userId) ?? 0 });
    }
  }

  /** One event: the batch of one. */
  const handleEvent = (event: DomainEvent, job: Pick<JobContext, 'id'>) => handleEvents([{ payload: event, job }]);

  /** A mail that waits (and one queued as a job before mails went with their notification). */
  async function deliverEmail(row: NotificationRow) {
    if (mailedWhenAway.has(row.type)) {
      // Read in time, or the recipient is here and an open tab shows it live: nothing to mail. One kept out of the
      // bell (in-app off) is shown by no tab, so only its reading would stop the mail. A later event of a collapsed
      // notification queues the mail again.
      if (row.readAt || (row.inApp && (await realtime.presence.count(row.userId)) > 0)) return;
    }
    if (await repo.wasDelivered(row.id, 'email')) return;
    const [choice] = (await choicesOf([row.userId], row.type)).values();
    if (!choice?.email) return;
    const mail = mailOf(row, (await deps.users.summaries([row.userId])).get(row.userId));
    if (!mail) return;
    await repo.transaction(async (tx) => {
      if (!(await repo.claimDelivery(row.id, 'email', ONCE, tx))) return;
      await deps.mail.enqueue(mail, { db: tx });
    });
  }

  async function deliverPush(row: NotificationRow, eventId: string) {
    if (!deps.push) return;
    if (!(await repo.claimDelivery(row.id, 'push', eventId))) return;
    const { title, body } = textOf(row);
    try {
      await deps.push.send(
        row.userId,
        {
          title,
          body,
          url: row.link,
          tag: row.groupKey ? `${row.type}:${row.groupKey}` : row.id,
        },
        { key: `${row.id}:${eventId}` },
      );
    } catch (error) {
      // Not delivered: the retry of the job may claim it again.
      await repo.releaseDelivery(row.id, 'push', eventId);
      throw error;
    }
  }

  async function deliver({ notificationId, channel, eventId }: Delivery): Promise<void> {
    const row = await repo.findById(notificationId);
    // Deleted by its owner (or with the account) before delivery: nothing to deliver.
    if (!row) return;
    if (channel === 'email') await deliverEmail(row);
    else await deliverPush(row, eventId);
  }

  return {
    handleEvents,
    handleEvent,
    deliver,
    /** Registers both jobs on this node's worker. */
    register(registry: Pick<Jobs, 'register'>) {
      registry.register(DOMAIN_EVENT_JOB, {
        schema: domainEventSchema,
        handle: handleEvent,
        handleBatch: handleEvents,
      });
      registry.register(NOTIFICATION_DELIVER_JOB, { schema: deliverySchema, handle: (payload) => deliver(payload) });
    },
  };
}

export type NotificationPipeline = ReturnType<typeof createNotificationPipeline>;
