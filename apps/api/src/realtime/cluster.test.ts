import { setTimeout as pause } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { users } from '../modules/users/users.table.js';
import { beforeTests, useServer } from '../test/before-tests.js';
import { startTwoNodes } from '../test/two-nodes.js';
import { businessData, customerData, type Session, signUp } from '../test/users.fixtures.js';
import { connect, disconnect, disconnectAfterEach, nextEvent, record, send } from './realtime.test-support.js';

const env = loadConfig({ NODE_ENV: 'test' });

/**
 * Two API nodes in one test process on one database and one Redis (docs/decisions/019-one-machine-by-default.md):
 * what a load balancer in front of two processes sees.
 */
describe.skipIf(!env.REDIS_URL)('two API nodes sharing PostgreSQL and Redis', () => {
  const nodes = useServer(() => startTwoNodes({ RATE_LIMIT_MESSAGES_PER_MINUTE: '1000' }));
  const customer = beforeTests(() => signUp(nodes.nodeA, customerData()));
  const business = beforeTests(() => signUp(nodes.nodeB, businessData()));
  const track = disconnectAfterEach();

  const client = async (url: string, session: Session, options?: Parameters<typeof connect>[2]) => {
    return track(await connect(url, session.access, options));
  };
  // The adapter reads the stream continuously; give a fresh subscription a moment before relying on fan-out.
  const settle = () => pause(150);

  it('delivers a message sent on node A to the receiver connected to node B, with receipts back to A', async () => {
    const sender = await client(nodes.urlA, customer);
    const receiver = await client(nodes.urlB, business);
    await settle();
    const arrival = nextEvent(receiver, 'message:receive');
    const message = await send(sender, { receiverId: business.user.id, content: 'A düğümünden merhaba' });
    if (!message.ok) throw new Error(message.message);
    expect((await arrival).id).toBe(message.message.id);

    const delivered = nextEvent(sender, 'message:delivered');
    receiver.emit('message:delivered', { messageIds: [message.message.id] });
    expect((await delivered).messageIds).toEqual([message.message.id]);

    const read = nextEvent(sender, 'message:read');
    const res = await nodes.nodeB.inject({
      method: 'PATCH',
      url: `/api/messages/conversations/${message.conversationId}/read`,
      headers: business.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await read).readerId).toBe(business.user.id);
  });

  it('relays typing from a node to the other', async () => {
    const sender = await client(nodes.urlB, business);
    const receiver = await client(nodes.urlA, customer);
    await settle();
    const ack = await send(sender, { receiverId: customer.user.id, content: 'Yazıyor musunuz?' });
    if (!ack.ok) throw new Error(ack.message);
    const typing = nextEvent(receiver, 'typing:start');
    sender.emit('typing:start', { conversationId: ack.conversationId });
    expect(await typing).toEqual({ conversationId: ack.conversationId, userId: business.user.id });
  });

  it('keeps a user online while any of their tabs on either node is open', async () => {
    const watcher = await client(nodes.urlA, customer);
    await settle();
    const onlines = record(watcher, 'user:online');
    const offlines = record(watcher, 'user:offline');
    const isOnline = async () =>
      (await nodes.nodeA.database.db.select().from(users).where(eq(users.id, business.user.id)))[0]!.isOnline;

    const cameOnline = nextEvent(watcher, 'user:online', (e) => e.userId === business.user.id);
    const tabOnA = await client(nodes.urlA, business);
    await cameOnline;
    const tabOnB = await client(nodes.urlB, business);
    await pause(300);
    await disconnect(tabOnA);
    await pause(300);
    expect(onlines.filter((e) => e.userId === business.user.id)).toHaveLength(1);
    expect(offlines.filter((e) => e.userId === business.user.id)).toHaveLength(0);
    expect(await isOnline()).toBe(true);

    const wentOffline = nextEvent(watcher, 'user:offline', (e) => e.userId === business.user.id);
    await disconnect(tabOnB);
    await wentOffline;
    expect(await isOnline()).toBe(false);
  });

  it('recovers a session on the other node after the first one lost the connection', async () => {
    const sender = await client(nodes.urlA, customer);
    const receiver = await client(nodes.urlB, business);
    await settle();
    const first = nextEvent(receiver, 'message:receive');
    const ack = await send(sender, { receiverId: business.user.id, content: 'Önce bu' });
    if (!ack.ok) throw new Error(ack.message);
    await first;
    // What the client library keeps to resume: the session id and the offset of the last packet it saw.
    const { _pid: pid, _lastOffset: offset } = receiver as unknown as { _pid: string; _lastOffset: string };
    const previousId = receiver.id;
    expect(pid).toBeTruthy();

    const wentOffline = nextEvent(sender, 'user:offline', (e) => e.userId === business.user.id);
    receiver.io.engine.close();
    await wentOffline;
    const missed = await send(sender, { receiverId: business.user.id, content: 'Sen yokken' });
    if (!missed.ok) throw new Error(missed.message);
    await pause(300);

    // The load balancer sends the reconnect to node A this time.
    let replayed: Promise<unknown> = Promise.resolve();
    const resumed = await client(nodes.urlA, business, {
      auth: { pid, offset },
      before: (socket) => {
        replayed = nextEvent(socket, 'message:receive', (m) => m.id === missed.message.id);
      },
    });
    // The server resumed the old session (same socket id) and replayed what was missed.
    expect(resumed.id).toBe(previousId);
    expect(await replayed).toMatchObject({ content: 'Sen yokken' });
  });
});
