import { randomUUID } from 'node:crypto';
import {
  type ChatMessage,
  type Conversation,
  type ConversationPage,
  chatMessageSchema,
  conversationSchema,
} from '@otousta/shared/schemas/messages';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { beforeTests } from '../../test/before-tests.js';
import { messagingLimits, postMessage } from '../../test/messages.fixtures.js';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app.js';
import { businessData, customerData, type Session, signUp } from '../../test/users.fixtures.js';
import { users } from '../users/users.table.js';
import { conversations } from './messages.table.js';

describe('messages API', () => {
  const t = useTestApp(messagingLimits(1000));
  const customer = beforeTests(() => signUp(t.app, customerData({ firstName: 'Ayşe', lastName: 'Kaya' })));
  const business = beforeTests(() => signUp(t.app, businessData({ businessName: 'Işık Oto Elektrik' })));
  const outsider = beforeTests(() => signUp(t.app, customerData({ firstName: 'Deniz', lastName: 'Ak' })));

  const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, session?: Session, payload?: object) =>
    t.app.inject({ method, url: `/api${path}`, headers: session?.auth, payload });
  const post = async (from: Session, to: Session, content: string, extra: object = {}) => {
    const res = await request('POST', '/messages', from, { receiverId: to.user.id, content, ...extra });
    if (res.statusCode !== 201) throw new Error(`send failed: ${res.body}`);
    return res.json() as { conversationId: string; message: ChatMessage };
  };
  const page = async (conversationId: string, session: Session, query = '') =>
    (await request('GET', `/messages/conversations/${conversationId}${query}`, session)).json() as ConversationPage;
  const unread = async (session: Session) => (await request('GET', '/messages/unread-count', session)).json();

  describe('sending', () => {
    it('stores a message with every field of docs/product.md §3 and opens one conversation per pair', async () => {
      const first = await post(customer, business, 'Merhaba, hizmetleriniz hakkında bilgi almak istiyorum.');
      expect(chatMessageSchema.strict().parse(first.message)).toMatchObject({
        _id: first.message.id,
        conversationId: first.conversationId,
        senderId: customer.user.id,
        receiverId: business.user.id,
        type: 'text',
        fileUrl: null,
        replyTo: null,
        reactions: [],
        isEdited: false,
        isDeleted: false,
        status: 'sent',
      });
      const before = Date.now();
      const answer = await post(business, customer, 'Buyurun, nasıl yardımcı olabilirim?');
      expect(answer.conversationId).toBe(first.conversationId);
      // A message into an ongoing conversation (the prepared one-statement path) keeps its time, becomes the preview
      // and counts as unread for its receiver.
      const sentAt = Date.parse(answer.message.createdAt);
      expect(sentAt).toBeGreaterThanOrEqual(before - 1);
      expect(sentAt).toBeLessThanOrEqual(Date.now() + 1);
      const [row] = await t.app.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.id, first.conversationId));
      expect(row!.lastMessageTime!.getTime()).toBe(sentAt);
      expect(row!.lastMessageContent).toBe('Buyurun, nasıl yardımcı olabilirim?');
      expect(row!.lastMessageSenderId).toBe(business.user.id);
      const customerSide = row!.userA === customer.user.id ? row!.unreadA : row!.unreadB;
      expect(customerSide).toBe(1);
    });

    it('keeps one conversation when both people write their first message at the same time', async () => {
      const a = await signUp(t.app, customerData());
      const b = await signUp(t.app, businessData());
      const [x, y] = await Promise.all([post(a, b, 'Aynı anda 1'), post(b, a, 'Aynı anda 2')]);
      expect(x.conversationId).toBe(y.conversationId);
    });

    it('refuses empty, whitespace-only and over-long content with a Turkish message', async () => {
      for (const content of ['', '   ', '\n\t ']) {
        const res = await request('POST', '/messages', customer, { receiverId: business.user.id, content });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Boş mesaj gönderilemez.' });
      }
      const long = await request('POST', '/messages', customer, {
        receiverId: business.user.id,
        content: 'x'.repeat(2001),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Mesaj en fazla 2000 karakter olabilir.');
      const exact = await request('POST', '/messages', customer, {
        receiverId: business.user.id,
        content: 'x'.repeat(2000),
      });
      expect(exact.statusCode).toBe(201);
    });

    it('refuses messages to oneself, to unknown users, and without sign-in', async () => {
      const self = await request('POST', '/messages', customer, { receiverId: customer.user.id, content: 'Selam' });
      expect(self.statusCode).toBe(400);
      expect(self.json().code).toBe('CANNOT_MESSAGE_SELF');
      const unknown = await request('POST', '/messages', customer, { receiverId: randomUUID(), content: 'Selam' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('USER_NOT_FOUND');
      const anonymous = await request('POST', '/messages', undefined, {
        receiverId: business.user.id,
        content: 'Selam',
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('only accepts attachments stored by this server', async () => {
      const foreign = await request('POST', '/messages', customer, {
        receiverId: business.user.id,
        content: 'Fatura',
        type: 'file',
        fileUrl: 'https://kotu.example.com/fatura.exe',
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe('Dosya bağlantısı geçersiz.');
      const missing = await request('POST', '/messages', customer, {
        receiverId: business.user.id,
        content: 'Fotoğraf',
        type: 'image',
      });
      expect(missing.statusCode).toBe(400);
      const own = await post(customer, business, 'Aracın fotoğrafı', {
        type: 'image',
        fileUrl: '/uploads/0190aaaa-0000-7000-8000-000000000000.webp',
        fileName: 'arac.jpg',
        fileSize: 12345,
      });
      expect(own.message).toMatchObject({ type: 'image', fileName: 'arac.jpg', fileSize: 12345 });
    });

    it('answers a retry with the same client id with the stored message', async () => {
      const clientId = randomUUID();
      const first = await request('POST', '/messages', customer, {
        receiverId: business.user.id,
        content: 'Bir kez',
        clientId,
      });
      const retry = await request('POST', '/messages', customer, {
        receiverId: business.user.id,
        content: 'Bir kez',
        clientId,
      });
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(200);
      expect(retry.json().message.id).toBe(first.json().message.id);
    });

    it('accepts a reply only to a message of the same conversation', async () => {
      const mine = await post(customer, business, 'Yanıtlanacak mesaj');
      const reply = await post(business, customer, 'Yanıt', { replyTo: mine.message.id });
      expect(reply.message.replyTo).toBe(mine.message.id);
      const expectRefusedReply = async () => {
        const elsewhere = await request('POST', '/messages', outsider, {
          receiverId: business.user.id,
          content: 'Başka sohbetten yanıt',
          replyTo: mine.message.id,
        });
        expect(elsewhere.statusCode).toBe(400);
        expect(elsewhere.json().code).toBe('REPLY_NOT_FOUND');
      };
      await expectRefusedReply();
      // The same once that pair has a conversation of its own.
      await post(outsider, business, 'Merhaba, randevu alabilir miyim?');
      await expectRefusedReply();
    });

    it('refuses messages to an account disabled after the conversation started, storing nothing', async () => {
      const closing = await signUp(t.app, businessData({ businessName: 'Kapanan Servis' }));
      const first = await post(customer, closing, 'Açık mısınız?');
      await t.app.database.db.update(users).set({ isActive: false }).where(eq(users.id, closing.user.id));
      const refused = await request('POST', '/messages', customer, {
        receiverId: closing.user.id,
        content: 'Orada mısınız?',
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('USER_NOT_FOUND');
      const [conversation] = await t.app.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.id, first.conversationId));
      expect(conversation).toMatchObject({ lastMessageId: first.message.id });
    });
  });

  describe('conversations', () => {
    it("lists the user's conversations, newest first, with participants' public fields and unread counts", async () => {
      const a = await signUp(t.app, customerData({ firstName: 'Elif', lastName: 'Şahin' }));
      const garage = await signUp(t.app, businessData({ businessName: 'Çınar Oto' }));
      const tow = await signUp(t.app, businessData({ businessName: 'Güven Çekici' }));
      await post(a, garage, 'Birinci');
      await post(a, tow, 'İkinci');
      await post(garage, a, 'Üçüncü');

      const res = await request('GET', '/messages/conversations', a);
      expect(res.statusCode).toBe(200);
      const { conversations, count } = res.json() as { conversations: Conversation[]; count: number };
      expect(count).toBe(2);
      for (const c of conversations) conversationSchema.strict().parse(c);
      expect(conversations.map((c) => c.lastMessageContent)).toEqual(['Üçüncü', 'İkinci']);
      const [withGarage] = conversations;
      expect(withGarage!.unreadCount).toBe(1);
      expect(withGarage!.unreadCounts).toEqual({ [a.user.id]: 1, [garage.user.id]: 1 });
      expect(withGarage!.participants.map((p) => p.businessName ?? p.firstName).sort()).toEqual(['Elif', 'Çınar Oto']);
      expect(res.body).not.toContain(a.user.email);
      expect(res.body).not.toMatch(/passwordHash|phone/);
      expect((await unread(a)).unreadCount).toBe(1);
    });

    it('finds the conversation of two participants only for one of them', async () => {
      const { conversationId } = await post(customer, business, 'Katılımcı araması');
      const found = await request(
        'GET',
        `/messages/conversations/by-participants?participants=${business.user.id},${customer.user.id}`,
        customer,
      );
      expect(found.statusCode).toBe(200);
      expect(found.json().conversation.id).toBe(conversationId);

      const spying = await request(
        'GET',
        `/messages/conversations/by-participants?participants=${business.user.id},${customer.user.id}`,
        outsider,
      );
      expect(spying.statusCode).toBe(403);
      const none = await request(
        'GET',
        `/messages/conversations/by-participants?participants=${outsider.user.id},${customer.user.id}`,
        outsider,
      );
      expect(none.statusCode).toBe(404);
      expect(none.json().code).toBe('CONVERSATION_NOT_FOUND');
      const malformed = await request(
        'GET',
        `/messages/conversations/by-participants?participants=${outsider.user.id}`,
        outsider,
      );
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('INVALID_PARTICIPANTS');
    });

    it('pages 50 messages at a time, by offset or by cursor, oldest first within a page', async () => {
      const a = await signUp(t.app, customerData());
      const b = await signUp(t.app, businessData());
      const ids: string[] = [];
      let conversationId = '';
      for (let i = 1; i <= 60; i++) {
        const sent = await post(i % 2 ? a : b, i % 2 ? b : a, `Mesaj ${i}`);
        ids.push(sent.message.id);
        conversationId = sent.conversationId;
      }
      const latest = await page(conversationId, a);
      expect(latest.messages).toHaveLength(50);
      expect(latest.messages[0]!.content).toBe('Mesaj 11');
      expect(latest.messages.at(-1)!.content).toBe('Mesaj 60');
      expect(latest.hasMore).toBe(true);

      const older = await page(conversationId, a, `?limit=50&before=${latest.messages[0]!.id}`);
      expect(older.messages.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `Mesaj ${i + 1}`));
      expect(older.hasMore).toBe(false);

      const byOffset = await page(conversationId, a, '?limit=50&offset=50');
      expect(byOffset.messages.map((m) => m.id)).toEqual(ids.slice(0, 10));

      const newer = await page(conversationId, a, `?after=${ids[54]}`);
      expect(newer.messages.map((m) => m.content)).toEqual([
        'Mesaj 56',
        'Mesaj 57',
        'Mesaj 58',
        'Mesaj 59',
        'Mesaj 60',
      ]);

      const both = await request(
        'GET',
        `/messages/conversations/${conversationId}?before=${ids[1]}&after=${ids[0]}`,
        a,
      );
      expect(both.statusCode).toBe(400);
      const tooMany = await request('GET', `/messages/conversations/${conversationId}?limit=1000`, a);
      expect(tooMany.statusCode).toBe(400);
    });
  });

  describe('reading', () => {
    it('clears the unread count when the receiver opens the conversation, and leaves the sender untouched', async () => {
      const a = await signUp(t.app, customerData());
      const b = await signUp(t.app, businessData());
      const { conversationId } = await post(a, b, 'Bir');
      await post(a, b, 'İki');
      await post(b, a, 'Üç');
      expect((await unread(b)).unreadCount).toBe(2);

      const res = await request('PATCH', `/messages/conversations/${conversationId}/read`, b);
      expect(res.statusCode).toBe(200);
      expect(res.json().messageIds).toHaveLength(2);
      expect((await unread(b)).unreadCount).toBe(0);
      expect((await unread(a)).unreadCount).toBe(1);
      const statuses = (await page(conversationId, a)).messages.map((m) => [m.content, m.status]);
      expect(statuses).toEqual([
        ['Bir', 'read'],
        ['İki', 'read'],
        ['Üç', 'delivered'],
      ]);
      // Reading again changes nothing.
      expect((await request('PATCH', `/messages/conversations/${conversationId}/read`, b)).json().messageIds).toEqual(
        [],
      );
    });

    it('marks a single message read only for its receiver', async () => {
      const { message } = await post(customer, business, 'Tek mesaj okundu');
      const before = (await unread(business)).unreadCount;
      expect((await request('PATCH', `/messages/${message.id}/read`, customer)).statusCode).toBe(403);
      expect((await request('PATCH', `/messages/${message.id}/read`, outsider)).statusCode).toBe(403);
      const res = await request('PATCH', `/messages/${message.id}/read`, business);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatchObject({ status: 'read', readAt: expect.any(String) });
      expect((await unread(business)).unreadCount).toBe(before - 1);
      expect((await request('PATCH', `/messages/${randomUUID()}/read`, business)).statusCode).toBe(404);
    });
  });

  describe("another pair's conversation", () => {
    it('cannot be read, marked read or listed by an outsider', async () => {
      const { conversationId, message } = await post(customer, business, 'Sadece ikimiz');
      const read = await request('GET', `/messages/conversations/${conversationId}`, outsider);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok.' });
      expect(read.body).not.toContain('Sadece ikimiz');
      expect((await request('PATCH', `/messages/conversations/${conversationId}/read`, outsider)).statusCode).toBe(403);
      const list = await request('GET', '/messages/conversations', outsider);
      expect(list.json().conversations.map((c: Conversation) => c.id)).not.toContain(conversationId);
      expect((await page(conversationId, customer)).messages.map((m) => m.id)).toContain(message.id);
    });

    it('answers an unknown conversation with 404', async () => {
      const res = await request('GET', `/messages/conversations/${randomUUID()}`, customer);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CONVERSATION_NOT_FOUND');
    });

    it('requires sign-in for every messages endpoint', async () => {
      for (const [method, path] of [
        ['GET', '/messages/conversations'],
        ['GET', '/messages/unread-count'],
        ['GET', `/messages/conversations/${randomUUID()}`],
        ['PATCH', `/messages/${randomUUID()}`],
        ['DELETE', `/messages/${randomUUID()}`],
      ] as const) {
        expect((await request(method, path)).statusCode).toBe(401);
      }
    });
  });

  describe('editing and deleting', () => {
    it('lets the sender edit their message, and updates the preview', async () => {
      const { conversationId, message } = await post(customer, business, 'Yağ değişimi ne kadar?');
      const res = await request('PATCH', `/messages/${message.id}`, customer, { content: 'Yağ ve filtre ne kadar?' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatchObject({ content: 'Yağ ve filtre ne kadar?', isEdited: true });
      const list = (await request('GET', '/messages/conversations', customer)).json().conversations as Conversation[];
      expect(list.find((c) => c.id === conversationId)!.lastMessageContent).toBe('Yağ ve filtre ne kadar?');
    });

    it("refuses to edit someone else's message or to blank one", async () => {
      const { message } = await post(customer, business, 'Değiştirilemez');
      const other = await request('PATCH', `/messages/${message.id}`, business, { content: 'Değiştirdim' });
      expect(other.statusCode).toBe(403);
      const stranger = await request('PATCH', `/messages/${message.id}`, outsider, { content: 'Değiştirdim' });
      expect(stranger.statusCode).toBe(403);
      const blank = await request('PATCH', `/messages/${message.id}`, customer, { content: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Boş mesaj gönderilemez.');
      expect((await request('PATCH', `/messages/${randomUUID()}`, customer, { content: 'yok' })).statusCode).toBe(404);
    });

    it('soft-deletes own messages: content gone for both, unread count and preview follow', async () => {
      const a = await signUp(t.app, customerData());
      const b = await signUp(t.app, businessData());
      const kept = await post(a, b, 'Kalacak mesaj');
      const gone = await post(a, b, 'Silinecek mesaj');
      expect((await unread(b)).unreadCount).toBe(2);

      expect((await request('DELETE', `/messages/${gone.message.id}`, b)).statusCode).toBe(403);
      expect((await request('DELETE', `/messages/${gone.message.id}`, outsider)).statusCode).toBe(403);
      const res = await request('DELETE', `/messages/${gone.message.id}`, a);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatchObject({ isDeleted: true, content: '' });

      const seenByB = await page(kept.conversationId, b);
      expect(seenByB.messages.find((m) => m.id === gone.message.id)).toMatchObject({ isDeleted: true, content: '' });
      expect(JSON.stringify(seenByB)).not.toContain('Silinecek mesaj');
      expect((await unread(b)).unreadCount).toBe(1);
      expect(seenByB.conversation.lastMessageContent).toBe('Kalacak mesaj');

      const again = await request('DELETE', `/messages/${gone.message.id}`, a);
      expect(again.statusCode).toBe(200);
      expect((await unread(b)).unreadCount).toBe(1);
      const edit = await request('PATCH', `/messages/${gone.message.id}`, a, { content: 'Geri getir' });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().code).toBe('MESSAGE_DELETED');
    });
  });
});

describe('messages API rate limit', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a user sends more than the per-minute limit', async () => {
    t = await createTestApp(messagingLimits(2));
    const a = await signUp(t.app, customerData());
    const b = await signUp(t.app, customerData());
    const send = (from: Session) => postMessage(t.app, from, (from === a ? b : a).user.id, 'Selam');
    expect((await send(a)).statusCode).toBe(201);
    expect((await send(a)).statusCode).toBe(201);
    const limited = await send(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is per user: the other person can still answer.
    expect((await send(b)).statusCode).toBe(201);
  });
});
