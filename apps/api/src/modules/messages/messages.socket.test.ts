import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { ChatMessage, ConversationPage } from '@otousta/shared/schemas/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  connect,
  disconnect,
  disconnectAfterEach,
  listen,
  nextEvent,
  record,
  send,
} from '../../realtime/realtime.test-support.js';
import { messagingLimits, postMessage } from '../../test/messages.fixtures.js';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app.js';
import { businessData, customerData, type Session, signUp } from '../../test/users.fixtures.js';
import { users } from '../users/users.table.js';

describe('realtime messaging over Socket.IO', () => {
  const t = useTestApp(messagingLimits(1000));
  let url: string;
  let customer: Session;
  let business: Session;
  let outsider: Session;
  const track = disconnectAfterEach();

  beforeAll(async () => {
    url = await listen(t.app);
    customer = await signUp(t.app, customerData({ firstName: 'Ayşe' }));
    business = await signUp(t.app, businessData({ businessName: 'Usta Oto Servis' }));
    outsider = await signUp(t.app, customerData({ firstName: 'Deniz' }));
  });

  const client = async (session: Session | string | undefined, options?: Parameters<typeof connect>[2]) => {
    const token = typeof session === 'string' || session === undefined ? session : session.access;
    return track(await connect(url, token, options));
  };
  const get = (path: string, session: Session) =>
    t.app.inject({ method: 'GET', url: `/api${path}`, headers: session.auth });
  const patch = (path: string, session: Session) =>
    t.app.inject({ method: 'PATCH', url: `/api${path}`, headers: session.auth });
  const pageOf = async (conversationId: string, session: Session, query = '') =>
    (await get(`/messages/conversations/${conversationId}${query}`, session)).json() as ConversationPage;
  const unread = async (session: Session) => (await get('/messages/unread-count', session)).json().unreadCount;
  const sent = (ack: Awaited<ReturnType<typeof send>>): ChatMessage => {
    if (!ack.ok) throw new Error(`send refused: ${ack.code} ${ack.message}`);
    return ack.message;
  };

  describe('handshake', () => {
    it('refuses a connection without an access token', async () => {
      await expect(connect(url, undefined)).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
    });

    it('refuses a forged or refresh token', async () => {
      await expect(connect(url, 'bir.sahte.token')).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
      await expect(connect(url, customer.refresh)).rejects.toMatchObject({
        message: 'UNAUTHORIZED',
        data: { code: 'UNAUTHORIZED' },
      });
    });

    it('accepts a valid access token', async () => {
      const socket = await client(customer);
      expect(socket.connected).toBe(true);
    });
  });

  describe('delivery and read receipts', () => {
    it('stores, acknowledges and delivers a message to every socket of the receiver, then reports delivered and read', async () => {
      const sender = await client(customer);
      const senderOtherTab = await client(customer);
      const receiverTabs = [await client(business), await client(business)];
      const senderOwnEcho = record(sender, 'message:receive');

      const arrivals = receiverTabs.map((tab) => nextEvent(tab, 'message:receive'));
      const otherTabArrival = nextEvent(senderOtherTab, 'message:receive');
      const ack = await send(sender, { receiverId: business.user.id, content: '  Fren balatası var mı?  ' });
      const message = sent(ack);
      expect(message).toMatchObject({
        senderId: customer.user.id,
        receiverId: business.user.id,
        content: 'Fren balatası var mı?',
        type: 'text',
        status: 'sent',
        isEdited: false,
        isDeleted: false,
      });
      // Stored before it was acknowledged.
      const stored = await pageOf(message.conversationId, customer);
      expect(stored.messages.map((m) => m.id)).toContain(message.id);

      for (const arrival of await Promise.all(arrivals)) expect(arrival.id).toBe(message.id);
      // The sender's other tab learns of it too; the sending socket already has it from its acknowledgement.
      expect((await otherTabArrival).id).toBe(message.id);
      expect(await unread(business)).toBe(1);

      const delivered = nextEvent(sender, 'message:delivered');
      receiverTabs[0]!.emit('message:delivered', { messageIds: [message.id] });
      expect(await delivered).toMatchObject({ conversationId: message.conversationId, messageIds: [message.id] });
      // The receipt reached the sending socket after any echo of the message would have: there was none.
      expect(senderOwnEcho).toHaveLength(0);
      expect((await pageOf(message.conversationId, customer)).messages.at(-1)?.status).toBe('delivered');

      const read = nextEvent(sender, 'message:read');
      const res = await patch(`/messages/conversations/${message.conversationId}/read`, business);
      expect(res.statusCode).toBe(200);
      expect(await read).toMatchObject({
        conversationId: message.conversationId,
        readerId: business.user.id,
        messageIds: [message.id],
      });
      expect((await pageOf(message.conversationId, customer)).messages.at(-1)?.status).toBe('read');
      expect(await unread(business)).toBe(0);
    });

    it('delivers a message sent over HTTP to the receiver socket as well', async () => {
      const receiver = await client(business);
      const arrival = nextEvent(receiver, 'message:receive');
      const res = await postMessage(t.app, customer, business.user.id, 'HTTP ile gönderildi');
      expect(res.statusCode).toBe(201);
      expect((await arrival).content).toBe('HTTP ile gönderildi');
    });

    it('marks messages delivered when the receiver fetches the conversation after missing the socket event', async () => {
      const sender = await client(customer);
      const message = sent(await send(sender, { receiverId: business.user.id, content: 'Çevrim dışıyken geldi' }));
      const delivered = nextEvent(sender, 'message:delivered', (e) => e.messageIds.includes(message.id));
      await pageOf(message.conversationId, business);
      expect((await delivered).conversationId).toBe(message.conversationId);
    });

    it('lets nobody confirm delivery of messages addressed to someone else', async () => {
      const sender = await client(customer);
      const message = sent(await send(sender, { receiverId: business.user.id, content: 'Kimin okuduğu önemli' }));
      const senderReceipts = record(sender, 'message:delivered');
      const stranger = await client(outsider);
      stranger.emit('message:delivered', { messageIds: [message.id] });
      sender.emit('message:delivered', { messageIds: [message.id] });
      await pause(200);
      expect(senderReceipts).toHaveLength(0);
      const [row] = (await pageOf(message.conversationId, customer)).messages.filter((m) => m.id === message.id);
      expect(row?.status).toBe('sent');
    });

    it('confirms several messages in one receipt, skipping what is already read, with the time it stored', async () => {
      const sender = await client(customer);
      const receiver = await client(business);
      const messages: ChatMessage[] = [];
      for (const content of ['Birinci', 'İkinci', 'Üçüncü']) {
        messages.push(sent(await send(sender, { receiverId: business.user.id, content })));
      }
      const [read, ...rest] = messages as [ChatMessage, ...ChatMessage[]];
      expect((await patch(`/messages/${read.id}/read`, business)).statusCode).toBe(200);

      const delivered = nextEvent(sender, 'message:delivered', (e) => e.messageIds.includes(rest[0]!.id));
      receiver.emit('message:delivered', { messageIds: messages.map((m) => m.id) });
      const event = await delivered;
      expect(event.messageIds.toSorted()).toEqual(rest.map((m) => m.id).toSorted());
      const stored = (await pageOf(read.conversationId, customer)).messages;
      const statusOf = (id: string) => stored.find((m) => m.id === id);
      expect(statusOf(read.id)?.status).toBe('read');
      for (const m of rest)
        expect(statusOf(m.id)).toMatchObject({ status: 'delivered', deliveredAt: event.deliveredAt });
    });
  });

  describe('typing', () => {
    it('relays typing start and stop to the other participant only', async () => {
      const sender = await client(customer);
      const receiver = await client(business);
      const { conversationId } = sent(await send(sender, { receiverId: business.user.id, content: 'Yazıyorum' }));
      const started = nextEvent(receiver, 'typing:start');
      sender.emit('typing:start', { conversationId });
      expect(await started).toEqual({ conversationId, userId: customer.user.id });
      const stopped = nextEvent(receiver, 'typing:stop');
      sender.emit('typing:stop', { conversationId });
      expect(await stopped).toEqual({ conversationId, userId: customer.user.id });
    });

    it("relays nothing when an outsider signals typing in another pair's conversation", async () => {
      const sender = await client(customer);
      const receiver = await client(business);
      const { conversationId } = sent(await send(sender, { receiverId: business.user.id, content: 'Özel sohbet' }));
      const seenByReceiver = record(receiver, 'typing:start');
      const seenBySender = record(sender, 'typing:start');
      const stranger = await client(outsider);
      stranger.emit('typing:start', { conversationId });
      await pause(250);
      expect(seenByReceiver).toHaveLength(0);
      expect(seenBySender).toHaveLength(0);
    });
  });

  describe('presence', () => {
    it('announces online with the first of two tabs and offline with the last, keeping isOnline and lastSeen', async () => {
      // Presence reaches the people one has a conversation with.
      await postMessage(t.app, customer, business.user.id, 'Orada mısınız?');
      const watcher = await client(customer);
      const row = async () => (await t.app.database.db.select().from(users).where(eq(users.id, business.user.id)))[0]!;
      const onlines = record(watcher, 'user:online');
      const offlines = record(watcher, 'user:offline');

      const firstOnline = nextEvent(watcher, 'user:online', (e) => e.userId === business.user.id);
      const tab1 = await client(business);
      expect(await firstOnline).toMatchObject({ userId: business.user.id, isOnline: true });
      expect((await row()).isOnline).toBe(true);

      // A user's presence changes are announced in the order they happen: the second tab opening and the first
      // closing would be heard before the last tab's 'offline'.
      const tab2 = await client(business);
      await disconnect(tab1);
      const before = Date.now();
      const offline = nextEvent(watcher, 'user:offline', (e) => e.userId === business.user.id);
      await disconnect(tab2);
      const event = await offline;
      expect(event.isOnline).toBe(false);
      expect(onlines.filter((e) => e.userId === business.user.id)).toHaveLength(1);
      expect(offlines.filter((e) => e.userId === business.user.id)).toEqual([event]);
      const after = await row();
      expect(after.isOnline).toBe(false);
      expect(after.lastSeen!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(event.lastSeen!).getTime()).toBe(after.lastSeen!.getTime());
    });
  });

  describe('reconnecting', () => {
    it('recovers the session after a dropped connection and receives what was sent meanwhile', async () => {
      const sender = await client(customer);
      const receiver = await client(business, { reconnection: true });
      const first = nextEvent(receiver, 'message:receive');
      const { conversationId } = sent(await send(sender, { receiverId: business.user.id, content: 'Bağlantı öncesi' }));
      await first;

      // The network drops: the server notices (the partner hears 'offline') while the client will retry.
      const wentOffline = nextEvent(sender, 'user:offline', (e) => e.userId === business.user.id);
      receiver.io.engine.close();
      await wentOffline;
      // Listening before sending: the client may be back, and the message replayed, before the send is acknowledged.
      const received: ChatMessage[] = [];
      receiver.on('message:receive', (m) => received.push(m));
      const backOnline = nextEvent(sender, 'user:online', (e) => e.userId === business.user.id, 10_000);
      const missed = sent(await send(sender, { receiverId: business.user.id, content: 'Bağlantı koptuğunda' }));

      // Generous waits: on a busy machine the reconnect and the presence update across Redis take seconds.
      await backOnline;
      await vi.waitFor(() => expect(received.map((m) => m.id)).toContain(missed.id), { timeout: 10_000 });
      expect(receiver.recovered).toBe(true);
      expect(received.find((m) => m.id === missed.id)?.conversationId).toBe(conversationId);
    });

    it('catches up by fetching everything after its last message id when recovery is not possible', async () => {
      const sender = await client(customer);
      const receiver = await client(business);
      const seen = nextEvent(receiver, 'message:receive');
      const last = sent(await send(sender, { receiverId: business.user.id, content: 'Son gördüğüm' }));
      await seen;
      await disconnect(receiver);

      const missed = [];
      for (const content of ['Birinci kaçan', 'İkinci kaçan', 'Üçüncü kaçan']) {
        missed.push(sent(await send(sender, { receiverId: business.user.id, content })));
      }
      // A new tab has no session to resume: it connects afresh and asks for what came after its last id.
      const fresh = await client(business);
      expect(fresh.recovered).toBe(false);
      const page = await pageOf(last.conversationId, business, `?after=${last.id}`);
      expect(page.messages.map((m) => m.content)).toEqual(['Birinci kaçan', 'İkinci kaçan', 'Üçüncü kaçan']);
      expect(page.hasMore).toBe(false);
      expect(page.messages.map((m) => m.id)).toEqual(missed.map((m) => m.id));
    });
  });

  describe('retries', () => {
    it('stores a retried message with the same client id once and delivers it once', async () => {
      const sender = await client(customer);
      const receiver = await client(business);
      const arrivals = record(receiver, 'message:receive');
      const clientId = randomUUID();
      const input = { receiverId: business.user.id, content: 'Tekrar denenen mesaj', clientId };
      const [first, second] = await Promise.all([send(sender, input), send(sender, input)]);
      const third = await send(sender, input);
      const ids = [first, second, third].map((ack) => sent(ack).id);
      expect(new Set(ids).size).toBe(1);
      const page = await pageOf(sent(first).conversationId, customer, '?limit=100');
      expect(page.messages.filter((m) => m.clientId === clientId)).toHaveLength(1);
      // A later message reaches the receiver after every copy of the retried one would have.
      const later = nextEvent(receiver, 'message:receive', (m) => m.content === 'Sonraki mesaj');
      sent(await send(sender, { receiverId: business.user.id, content: 'Sonraki mesaj' }));
      await later;
      expect(arrivals.filter((m) => m.clientId === clientId)).toHaveLength(1);
    });
  });

  describe('authorisation and bad input', () => {
    it('sends as the signed-in user whatever the payload claims', async () => {
      const sender = await client(outsider);
      const ack = await send(sender, {
        receiverId: business.user.id,
        content: 'Ben kimim?',
        senderId: customer.user.id,
      } as never);
      expect(sent(ack).senderId).toBe(outsider.user.id);
    });

    it('refuses empty, whitespace-only and over-long content and stores nothing', async () => {
      const sender = await client(outsider);
      const before = await t.app.inject({ method: 'GET', url: '/api/messages/conversations', headers: outsider.auth });
      for (const content of ['', '   \n\t  ']) {
        expect(await send(sender, { receiverId: customer.user.id, content })).toMatchObject({
          ok: false,
          code: 'VALIDATION',
          message: 'Boş mesaj gönderilemez.',
        });
      }
      expect(await send(sender, { receiverId: customer.user.id, content: 'a'.repeat(2001) })).toMatchObject({
        ok: false,
        message: 'Mesaj en fazla 2000 karakter olabilir.',
      });
      expect(await send(sender, { content: 'alıcı yok' } as never)).toMatchObject({ ok: false, code: 'VALIDATION' });
      expect(await send(sender, null as never)).toMatchObject({ ok: false, code: 'VALIDATION' });
      const after = await t.app.inject({ method: 'GET', url: '/api/messages/conversations', headers: outsider.auth });
      expect(after.json().count).toBe(before.json().count);
    });

    it('refuses messages to oneself and to unknown users', async () => {
      const sender = await client(outsider);
      expect(await send(sender, { receiverId: outsider.user.id, content: 'Kendime' })).toMatchObject({
        ok: false,
        code: 'CANNOT_MESSAGE_SELF',
        message: 'Kendinize mesaj gönderemezsiniz.',
      });
      expect(await send(sender, { receiverId: randomUUID(), content: 'Kimse yok' })).toMatchObject({
        ok: false,
        code: 'USER_NOT_FOUND',
      });
    });

    it('refuses a message to someone who deleted their account after chatting, and stores nothing', async () => {
      const leaving = await signUp(t.app, businessData({ businessName: 'Kapanan Servis' }));
      const sender = await client(outsider);
      const first = sent(await send(sender, { receiverId: leaving.user.id, content: 'Açık mısınız?' }));
      sent(await send(sender, { receiverId: leaving.user.id, content: 'Yarın gelebilir miyim?' }));
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${leaving.user.id}`,
        headers: leaving.auth,
        payload: { password: leaving.password },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await send(sender, { receiverId: leaving.user.id, content: 'Orada mısınız?' })).toMatchObject({
        ok: false,
        code: 'USER_NOT_FOUND',
      });
      expect((await get(`/messages/conversations/${first.conversationId}`, outsider)).statusCode).toBe(404);
    });

    it('keeps the connection usable after bad input', async () => {
      const sender = await client(outsider);
      await send(sender, { receiverId: '', content: '' });
      sender.emit('typing:start', { conversationId: 42 } as never);
      sender.emit('message:delivered', 'hepsi' as never);
      expect(sent(await send(sender, { receiverId: business.user.id, content: 'Hâlâ buradayım' })).content).toBe(
        'Hâlâ buradayım',
      );
    });
  });
});

describe('message flooding', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('refuses messages beyond the per-minute limit with a Turkish message, over the socket and HTTP alike', async () => {
    t = await createTestApp(messagingLimits(3));
    const url = await listen(t.app);
    const sender = await signUp(t.app, customerData());
    const receiver = await signUp(t.app, customerData());
    const socket = await connect(url, sender.access);
    try {
      const acks = [];
      for (let i = 0; i < 4; i++)
        acks.push(await send(socket, { receiverId: receiver.user.id, content: `Mesaj ${i}` }));
      expect(acks.slice(0, 3).every((ack) => ack.ok)).toBe(true);
      expect(acks[3]).toMatchObject({
        ok: false,
        code: 'RATE_LIMITED',
        message: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
      });
      const http = await postMessage(t.app, sender, receiver.user.id, 'HTTP ile de');
      expect(http.statusCode).toBe(429);
      expect(http.headers['retry-after']).toBeDefined();
      const list = await t.app.inject({ method: 'GET', url: '/api/messages/conversations', headers: sender.auth });
      const [conversation] = list.json().conversations;
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/messages/conversations/${conversation.id}`,
        headers: sender.auth,
      });
      expect(page.json().messages).toHaveLength(3);
    } finally {
      await disconnect(socket);
    }
  });
});
