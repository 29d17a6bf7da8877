import type { NotificationNewEvent } from '@otousta/shared/realtime';
import type { NotificationList } from '@otousta/shared/schemas/notifications';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtpServer } from '../apps/api/src/platform/mail/mail.test-support.js';
import {
  type ClientSocket,
  type Cluster,
  connect,
  type MailStack,
  metric,
  pause,
  signUp,
  signUpBusiness,
  startMailStack,
  type User,
  until,
} from './support.js';

const LEASE_MS = 2000;
const BUSINESSES = 3;
const SUBJECT = 'Yeni değerlendirme';

type Node = Cluster['nodes'][number];

/**
 * Two API nodes share the notification pipeline. A node that dies while it turns a domain event into notifications,
 * or while a mail server holds the notification mails it sends, leaves that work to the other node once its lease
 * runs out: each notification is stored once, shown live once and mailed once.
 */
describe('notifications from two API nodes, one of them killed mid-delivery', () => {
  let stack: MailStack;
  let smtp: TestSmtpServer;
  let cluster: Cluster;
  let db: pg.Client;
  const businesses: User[] = [];
  const sockets: ClientSocket[] = [];
  const live: NotificationNewEvent[][] = [];

  const mailsTo = (business: User) =>
    smtp.mails.filter((mail) => mail.recipients.includes(business.email) && mail.subject === SUBJECT).length;
  const review = async (customer: User, business: User) => {
    const res = await fetch(`${cluster.url}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({
        businessId: business.id,
        rating: 5,
        comment: 'Arızayı hemen buldular, fiyat da uygundu.',
      }),
    });
    expect(res.status).toBe(201);
  };
  /** The business's review notifications as its bell lists them. */
  const stored = async (business: User) => {
    const res = await fetch(`${cluster.url}/api/notifications?limit=50`, {
      headers: { authorization: `Bearer ${business.token}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as NotificationList).notifications.filter((n) => n.type === 'review.created');
  };
  /** The node whose worker holds the most running jobs of `name` (a worker id carries its process id). */
  const busiest = async (name: string): Promise<{ node: Node; jobs: number }> => {
    const { rows } = await db.query<{ locked_by: string }>(
      `select locked_by from jobs where name = $1 and status = 'running'`,
      [name],
    );
    const held = cluster.nodes.map((node) => ({
      node,
      jobs: rows.filter((row) => row.locked_by.split(':')[1] === String(node.child?.pid)).length,
    }));
    return held.sort((a, b) => b.jobs - a.jobs)[0]!;
  };
  /** Every business's socket is connected again, all of them to `survivor` while the victim is down. */
  const reconnected = (survivor: Node) =>
    until(
      'every socket on the surviving node',
      async () => {
        if (!sockets.every((socket) => socket.connected)) return false;
        return (await metric(survivor, 'socketio_connections')) === sockets.length;
      },
      30_000,
    );

  /** Runs `work` while the test's transaction holds the notifications table against every write. */
  const withNotificationsLocked = async <T>(work: () => Promise<T>): Promise<T> => {
    await db.query('begin');
    try {
      await db.query('lock table notifications in exclusive mode');
      return await work();
    } finally {
      await db.query('commit');
    }
  };

  beforeAll(async () => {
    stack = await startMailStack(LEASE_MS, { RATE_LIMIT_REVIEWS_PER_HOUR: '1000' });
    ({ cluster, smtp } = stack);
    db = new pg.Client({ connectionString: stack.postgres.url });
    await db.connect();
    for (let i = 0; i < BUSINESSES; i++) {
      const business = await signUpBusiness(cluster.url);
      const socket = await connect(cluster.url, business);
      const seen: NotificationNewEvent[] = [];
      socket.on('notification:new', (event) => seen.push(event));
      businesses.push(business);
      sockets.push(socket);
      live.push(seen);
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await db?.end();
    await stack?.stop();
  });

  it('stores, shows and mails a review once when the node turning it into a notification dies', async () => {
    const customer = await signUp(cluster.url);
    // The test's transaction keeps every node from storing notifications: the event jobs stall inside theirs.
    const victim = await withNotificationsLocked(async () => {
      for (const business of businesses) await review(customer, business);
      // A node may take several event jobs in one transaction: every job is claimed, and the transactions holding them
      // wait for the table, as many as a moment ago.
      let waitingBefore = -1;
      await until('every event job waiting to store its notification', async () => {
        const { rows } = await db.query<{ waiting: number; running: number }>(
          `select (select count(*)::int from pg_locks where not granted and relation = 'notifications'::regclass)
                    as waiting,
                  (select count(*)::int from jobs where name = 'domain.event' and status = 'running') as running`,
        );
        const { waiting, running } = rows[0]!;
        const settled = running === BUSINESSES && waiting > 0 && waiting === waitingBefore;
        waitingBefore = waiting;
        return settled;
      });
      const { node, jobs } = await busiest('domain.event');
      expect(jobs).toBeGreaterThan(0);
      await node.stop('SIGKILL');
      // The dead node's transactions roll back; its sockets find the other node before anything is announced.
      await reconnected(cluster.nodes.find((other) => other !== node)!);
      return node;
    });
    // Back at once: its sockets stay where they are, and either node may take the dead node's jobs.
    const restarted = victim.start();

    await until('every business notified live', () => live.every((seen) => seen.length >= 1));
    await until('every review mailed', () => businesses.every((business) => mailsTo(business) >= 1));
    // Time for a duplicate to show up, had the dead node's work been done twice.
    await pause(LEASE_MS + 1000);
    for (const [i, business] of businesses.entries()) {
      const notifications = await stored(business);
      expect(notifications).toHaveLength(1);
      expect(live[i]!.map((event) => event.notification.id)).toEqual([notifications[0]!.id]);
      expect(mailsTo(business)).toBe(1);
    }
    await restarted;
  });

  it('mails each notification once when the node sending it dies before the mail server answers', async () => {
    const customer = await signUp(cluster.url);
    // Its verification mail goes first, so the server holds the notification mails alone.
    await until('the verification mail', () => smtp.mails.some((mail) => mail.recipients.includes(customer.email)));
    smtp.hold();
    for (const business of businesses) await review(customer, business);
    await until('every notification mail at the held server', () => smtp.held() === BUSINESSES);
    await until('every business notified live', () => live.every((seen) => seen.length === 2));
    const { node: victim, jobs: dying } = await busiest('mail.send');
    expect(dying).toBeGreaterThan(0);
    const survivor = cluster.nodes.find((node) => node !== victim)!;
    await victim.stop('SIGKILL');
    // The server answers only once it has seen the dead node hang up: those mails were never acknowledged.
    await until('the mail server sees the dead node hang up', () => smtp.held() === BUSINESSES - dying);
    smtp.release();
    await reconnected(survivor);

    await until('every notification mail, the dead node’s sent again', () =>
      businesses.every((business) => mailsTo(business) >= 2),
    );
    await pause(LEASE_MS + 1000);
    for (const [i, business] of businesses.entries()) {
      const notifications = await stored(business);
      expect(notifications).toHaveLength(2);
      expect(live[i]!.map((event) => event.notification.id).sort()).toEqual(notifications.map((n) => n.id).sort());
      expect(mailsTo(business)).toBe(2);
    }
  });
});
