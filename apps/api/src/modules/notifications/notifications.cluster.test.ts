import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type ClientSocket, connect, disconnect, nextEvent, record } from '../../realtime/realtime.test-support.js';
import { beforeTests, useServer } from '../../test/before-tests.js';
import { startTwoNodes } from '../../test/two-nodes.js';
import { businessData, customerData, signUp } from '../../test/users.fixtures.js';

const env = loadConfig({ NODE_ENV: 'test' });

/**
 * Two API nodes on one database and one Redis: the event is handled by whichever node claims its job, and the
 * notification reaches the recipient's tabs on both nodes, once each.
 */
describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('notifications across two API nodes', () => {
  const nodes = useServer(() => startTwoNodes({ JOBS_POLL_INTERVAL_MS: '50' }));
  const customer = beforeTests(() => signUp(nodes.nodeA, customerData()));
  const business = beforeTests(() => signUp(nodes.nodeB, businessData()));
  const open: ClientSocket[] = [];
  afterAll(() => Promise.all(open.map((socket) => disconnect(socket))));

  it('delivers a notification live to the recipient’s tabs on both nodes, exactly once each', async () => {
    const onA = await connect(nodes.urlA, business.access);
    const onB = await connect(nodes.urlB, business.access);
    open.push(onA, onB);
    await pause(150);
    const seenA = record(onA, 'notification:new');
    const seenB = record(onB, 'notification:new');
    const arrival = Promise.all([nextEvent(onA, 'notification:new'), nextEvent(onB, 'notification:new')]);

    // Written on node A; the event job may run on either node.
    const res = await nodes.nodeA.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: customer.auth,
      payload: { businessId: business.user.id, rating: 4, comment: 'Temiz işçilik, zamanında teslim.' },
    });
    expect(res.statusCode).toBe(201);
    const [a, b] = await arrival;
    expect(a.notification.id).toBe(b.notification.id);
    expect(a.notification.type).toBe('review.created');

    // Reading on node B clears the bell of the tab on node A.
    const cleared = nextEvent(onA, 'notification:read');
    const read = await nodes.nodeB.inject({
      method: 'PATCH',
      url: `/api/notifications/${a.notification.id}/read`,
      headers: business.auth,
    });
    expect(read.statusCode).toBe(200);
    expect((await cleared).unreadCount).toBe(0);
    await pause(500);
    expect([seenA.length, seenB.length]).toEqual([1, 1]);
  });
});
