import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { useTestApp } from '../../test/test-app.js';
import { usersServiceOf } from '../../test/users-service.js';
import { createNotificationPipeline, type PushSender } from './notifications.pipeline.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { notificationDeliveries, notifications } from './notifications.table.js';
import { createUnsubscribeTokens } from './notifications.unsubscribe.js';

/** The pipeline on its own, with a recording push sender: what the Web Push module plugs in. */
describe('notification pipeline', () => {
  const t = useTestApp();
  const buyer = beforeTests(() => createActor(t.app));
  const seller = beforeTests(() => createActor(t.app, { firstName: 'Selin', lastName: 'Satıcı' }));
  const pushed: { userId: string; title: string; body: string; url: string; tag?: string }[] = [];
  let failNext = false;
  // The users with a subscribed browser, as the push channel would find them.
  const subscribed = new Set<string>();
  const push: PushSender = {
    async reachable(userIds) {
      return new Set(userIds.filter((id) => subscribed.has(id)));
    },
    async send(userId, payload) {
      if (failNext) {
        failNext = false;
        throw new Error('push service unavailable');
      }
      pushed.push({ userId, ...payload });
    },
  };
  const enqueued: { name: string; payload: unknown }[] = [];
  const mailed: { to: string; subject: string }[] = [];
  let pipeline: ReturnType<typeof createNotificationPipeline>;

  beforeAll(async () => {
    const { app } = t;
    pipeline = createNotificationPipeline({
      repo: createNotificationsRepository(app.database.db),
      users: usersServiceOf(app),
      realtime: app.realtime,
      // Recorded too: what the mail outbox would queue in the event's transaction.
      mail: {
        async enqueue(message) {
          mailed.push(message);
          return 'mail';
        },
        async enqueueMany(messages) {
          mailed.push(...messages);
          return messages.length;
        },
      },
      // Recorded rather than stored, so this node's worker does not deliver them: the test does, by hand.
      jobs: {
        async enqueueMany(batch) {
          enqueued.push(...batch);
          return batch.length;
        },
      },
      tokens: createUnsubscribeTokens('test-secret-test-secret-test-secret'),
      publicUrl: 'https://otousta.example',
      awayEmailDelaySeconds: 600,
      push,
    });
  });

  const shipped = {
    type: 'order.shipped' as const,
    link: '/siparislerim',
    params: { name: 'Selin Satıcı', carrier: 'Yurtiçi Kargo', trackingNumber: 'YK123' },
  };

  /** A message from one user to another, as the messages module emits it: one group per pair. */
  const messageEvent = (from: string, to: string, preview: string, occurredAt: string) => ({
    type: 'message.received' as const,
    recipientIds: [to],
    actorId: from,
    link: `/mesajlar?userId=${from}`,
    params: { preview },
    group: `conversation-${from}`,
    occurredAt,
  });

  it('stores one notification per recipient however often the event job runs or names them, its mail queued with it', async () => {
    subscribed.add(buyer.id);
    const event = { ...shipped, recipientIds: [buyer.id, buyer.id], actorId: seller.id };
    await pipeline.handleEvent(event, { id: 'event-1' });
    await pipeline.handleEvent(event, { id: 'event-1' });
    const rows = await t.app.database.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(rows).toHaveLength(1);
    // The push waits for its job; the mail, which waits for nothing, is queued in the notification's transaction.
    expect(enqueued.map((job) => (job.payload as { channel: string }).channel)).toEqual(['push']);
    expect(mailed).toEqual([expect.objectContaining({ to: buyer.email, subject: 'Siparişiniz kargoda' })]);
    const deliveries = await t.app.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, rows[0]!.id));
    expect(deliveries.map((row) => row.channel)).toEqual(['email']);
  });

  it('keeps the words of the latest event of a collapsed notification when the queue hands them over out of order', async () => {
    const message = (preview: string, occurredAt: string) => messageEvent(buyer.id, seller.id, preview, occurredAt);
    await pipeline.handleEvent(message('İkinci mesaj', '2026-11-26T10:00:02.000Z'), { id: 'message-2' });
    await pipeline.handleEvent(message('İlk mesaj', '2026-11-26T10:00:01.000Z'), { id: 'message-1' });
    const [row] = await t.app.database.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(row).toMatchObject({ eventCount: 2, params: { preview: 'İkinci mesaj' } });
    expect(row!.updatedAt.toISOString()).toBe('2026-11-26T10:00:02.000Z');
  });

  it('stores a batch of events as one by one would: each its own notification, two of one group joined, none twice', async () => {
    const reader = await createActor(t.app, { firstName: 'Ayşe' });
    const writer = await createActor(t.app, { firstName: 'Deniz', lastName: 'Yazar' });
    const mailsBefore = mailed.length;
    const message = (preview: string, occurredAt: string) => messageEvent(writer.id, reader.id, preview, occurredAt);
    const batch = [
      { payload: { ...shipped, recipientIds: [reader.id] }, job: { id: `${reader.id}-shipped-1` } },
      { payload: { ...shipped, recipientIds: [reader.id] }, job: { id: `${reader.id}-shipped-2` } },
      { payload: message('Merhaba', '2026-11-26T10:00:01.000Z'), job: { id: `${reader.id}-message-1` } },
      { payload: message('Yarın gelebilir miyim?', '2026-11-26T10:00:02.000Z'), job: { id: `${reader.id}-message-2` } },
    ];
    await pipeline.handleEvents(batch);
    // The queue hands the same jobs over again (their leases ran out): nothing is added.
    await pipeline.handleEvents(batch);
    const rows = await t.app.database.db.select().from(notifications).where(eq(notifications.userId, reader.id));
    const shippedRows = rows.filter((row) => row.type === 'order.shipped');
    const [conversation] = rows.filter((row) => row.type === 'message.received');
    expect(shippedRows).toHaveLength(2);
    // The actor's name, left out by the messages, is read for them.
    expect(conversation).toMatchObject({
      eventCount: 2,
      params: { preview: 'Yarın gelebilir miyim?', name: 'Deniz Yazar' },
    });
    // Each shipment is mailed at once; the message waits to see whether it is read.
    expect(mailed.slice(mailsBefore)).toEqual([
      expect.objectContaining({ to: reader.email, subject: 'Siparişiniz kargoda' }),
      expect.objectContaining({ to: reader.email, subject: 'Siparişiniz kargoda' }),
    ]);
  });

  it('pushes once per notification and event, and tries again after a failed push', async () => {
    const job = enqueued.find((j) => (j.payload as { channel: string }).channel === 'push')!;
    const delivery = job.payload as Parameters<typeof pipeline.deliver>[0];
    failNext = true;
    await expect(pipeline.deliver(delivery)).rejects.toThrow('push service unavailable');
    expect(pushed).toHaveLength(0);
    await Promise.all([pipeline.deliver(delivery), pipeline.deliver(delivery)]);
    await pipeline.deliver(delivery);
    expect(pushed).toEqual([
      {
        userId: buyer.id,
        title: 'Siparişiniz kargoda',
        body: 'Selin Satıcı siparişinizi Yurtiçi Kargo ile gönderdi (takip no: YK123).',
        url: '/siparislerim',
        tag: delivery.notificationId,
      },
    ]);
    const rows = await t.app.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, delivery.notificationId));
    // The push went once, beside the mail queued with the notification.
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'push']);
  });

  it('pushes nothing to someone who turned push off for the type', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: buyer.auth,
      payload: { preferences: [{ type: 'order.delivered', inApp: true, email: true, push: false }] },
    });
    enqueued.length = 0;
    mailed.length = 0;
    await pipeline.handleEvent(
      { type: 'order.delivered', link: '/siparislerim', params: {}, recipientIds: [buyer.id], actorId: seller.id },
      { id: 'event-2' },
    );
    expect(enqueued).toEqual([]);
    expect(mailed.map((mail) => mail.to)).toEqual([buyer.email]);
  });

  it('queues no push for someone without a subscribed browser', async () => {
    enqueued.length = 0;
    mailed.length = 0;
    await pipeline.handleEvent(
      { ...shipped, recipientIds: [seller.id], actorId: buyer.id, params: { ...shipped.params, name: 'Ali' } },
      { id: 'event-unreachable' },
    );
    expect(enqueued).toEqual([]);
    expect(mailed.map((mail) => mail.to)).toEqual([seller.email]);
  });
});
