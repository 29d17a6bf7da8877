import { accountMailTexts } from '@otousta/shared/messages/mail';
import { type NotificationList, UNREAD_COUNT_MAX } from '@otousta/shared/schemas/notifications';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestSmtpServer } from '../../platform/mail/mail.test-support.js';
import { startTestSmtpServer } from '../../platform/mail/mail.test-support.js';
import { connect, disconnectAfterEach, listen, nextEvent } from '../../realtime/realtime.test-support.js';
import { type Actor, createActor } from '../../test/actors.js';
import { beforeTests, useServer } from '../../test/before-tests.js';
import { queueSettled } from '../../test/job-queue.js';
import { postMessage } from '../../test/messages.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { businessData, customerData, type Session, signUp } from '../../test/users.fixtures.js';
import { notifications } from './notifications.table.js';

const AWAY_SECONDS = 1;
/** Past the end of an away period that starts now, with room for the event job that schedules its mail. */
const awayPeriodEnd = () => new Date(Date.now() + AWAY_SECONDS * 1000 + 1000);

/** The notification mails `to` received so far (registration's verification mail left out). */
const notificationMails = (smtp: TestSmtpServer, to: string) =>
  smtp.mails.filter((m) => m.recipients.includes(to) && m.subject !== accountMailTexts.verifyEmail.subject);
const mailCount = (smtp: TestSmtpServer, to: string) => notificationMails(smtp, to).length;
async function mailTo(smtp: TestSmtpServer, to: string, nth = 1) {
  await vi.waitFor(() => expect(mailCount(smtp, to)).toBeGreaterThanOrEqual(nth), { timeout: 10_000 });
  return { mail: notificationMails(smtp, to)[nth - 1]! };
}

describe('notifications', () => {
  const smtp = useServer(startTestSmtpServer);
  const t = useTestApp(() => ({
    SMTP_URL: smtp.url,
    NOTIFY_MESSAGE_EMAIL_DELAY_SECONDS: String(AWAY_SECONDS),
    JOBS_POLL_INTERVAL_MS: '50',
    PUBLIC_URL: 'https://otousta.example',
    RATE_LIMIT_REGISTER_IP: '1000',
    RATE_LIMIT_LOGIN_IP: '1000',
  }));
  const ayse = beforeTests(() => signUp(t.app, customerData()));
  const mehmet = beforeTests(() => signUp(t.app, customerData({ firstName: 'Mehmet', lastName: 'Kaya' })));
  const usta = beforeTests(() => signUp(t.app, businessData({ businessName: 'Kuzey Oto' })));
  let url: string;
  const track = disconnectAfterEach();

  beforeAll(async () => {
    url = await listen(t.app);
  });

  const list = async (who: Pick<Session, 'auth'>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as NotificationList;
  };
  /** Sends `who`'s choice of channels for one notification type, as the settings page does. */
  const choose = (who: Pick<Session, 'auth'>, preference: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: who.auth,
      payload: { preferences: [preference] },
    });
  const sendMessage = (from: Session, to: Session, content: string) => postMessage(t.app, from, to.user.id, content);
  const review = (from: Session, rating: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: from.auth,
      payload: { businessId: usta.user.id, rating, comment: 'Çok ilgili ve hızlı bir servis, teşekkürler.' },
    });
  const readConversation = (who: Session, conversationId: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/messages/conversations/${conversationId}/read`, headers: who.auth });
  const socketOf = async (who: Session) => track(await connect(url, who.access));

  it('tells a business of a new review live on every open tab, and mails it at once with a one-click unsubscribe', async () => {
    const [tab1, tab2] = [await socketOf(usta), await socketOf(usta)];
    const live = Promise.all([nextEvent(tab1, 'notification:new'), nextEvent(tab2, 'notification:new')]);
    expect((await review(ayse, 5)).statusCode).toBe(201);

    const [first, second] = await live;
    expect(first.notification).toMatchObject({
      type: 'review.created',
      title: 'Yeni değerlendirme',
      body: 'Ayşe Yılmaz işletmenizi 5 yıldızla değerlendirdi.',
      link: `/isletme/${usta.user.id}`,
      read: false,
    });
    expect(first.unreadCount).toBe(1);
    expect(second.notification.id).toBe(first.notification.id);

    const { mail } = await mailTo(smtp, usta.user.email);
    expect(mail.subject).toBe('Yeni değerlendirme');
    expect(mail.text).toContain('Ayşe Yılmaz işletmenizi 5 yıldızla değerlendirdi.');
    expect(mail.text).toContain(`https://otousta.example/isletme/${usta.user.id}`);
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const oneClick = /<(https:\/\/otousta\.example\/api\/notifications\/unsubscribe\?token=[^>]+)>/.exec(
      header('list-unsubscribe'),
    )?.[1];
    expect(oneClick).toBeDefined();
    // The footer's link opens the web page that asks first; it works without signing in.
    expect(mail.text).toMatch(/https:\/\/otousta\.example\/bildirimler\/abonelik\?token=\S+/);

    // What a mail app does on one click (RFC 8058): a form POST, no session.
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: new URL(oneClick!).pathname + new URL(oneClick!).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ type: 'review.created', channel: 'email' });

    // The next review still rings the bell but mails nobody.
    const bell = nextEvent(tab1, 'notification:new');
    expect((await review(mehmet, 4)).statusCode).toBe(201);
    expect((await bell).unreadCount).toBe(2);
    await queueSettled(t.app);
    expect(mailCount(smtp, usta.user.email)).toBe(1);
    const prefs = await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: usta.auth });
    expect(prefs.json().preferences).toContainEqual({ type: 'review.created', inApp: true, email: false, push: true });
  });

  it('refuses a forged or damaged unsubscribe link with a Turkish 400', async () => {
    for (const token of [
      'x',
      'abc.def',
      `${Buffer.from(`${ayse.user.id}|review.created`).toString('base64url')}.sahte`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${token}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'UNSUBSCRIBE_TOKEN_INVALID',
        message: expect.stringContaining('geçersiz'),
      });
    }
  });

  it('collapses a conversation into one notification while unread, and mails someone away once per away period', async () => {
    const first = await sendMessage(mehmet, ayse, 'Merhaba, aracınız hazır mı?');
    expect(first.statusCode).toBe(201);
    const conversationId = first.json().conversationId as string;
    await sendMessage(mehmet, ayse, 'Akşam uğrayabilirim.');
    await sendMessage(mehmet, ayse, 'Haber verirseniz sevinirim.');

    await vi.waitFor(async () => {
      const page = await list(ayse);
      const chat = page.notifications.filter((n) => n.type === 'message.received');
      expect(chat).toHaveLength(1);
      expect(chat[0]!.body).toBe('3 okunmamış mesaj. Son mesaj: Haber verirseniz sevinirim.');
    });
    expect((await list(mehmet)).notifications.filter((n) => n.type === 'message.received')).toHaveLength(0);

    // Ayşe has no open tab: one mail after the delay, however many messages came.
    const { mail } = await mailTo(smtp, ayse.user.email);
    expect(mail.subject).toBe('Mehmet Kaya size mesaj gönderdi');
    expect(mail.text).toContain(`https://otousta.example/mesajlar?userId=${mehmet.user.id}`);
    await sendMessage(mehmet, ayse, 'Bir de fren balatası soracaktım.');
    await queueSettled(t.app, { until: awayPeriodEnd() });
    expect(mailCount(smtp, ayse.user.email)).toBe(1);

    // Reading the conversation reads its notification; the next message starts a new period.
    expect((await readConversation(ayse, conversationId)).statusCode).toBe(200);
    expect((await list(ayse)).notifications.find((n) => n.type === 'message.received')?.read).toBe(true);
    await sendMessage(mehmet, ayse, 'Yarın sabah da olur.');
    await mailTo(smtp, ayse.user.email, 2);
  });

  it('sends no mail for a message read in time, nor to someone with an open tab', async () => {
    const before = mailCount(smtp, usta.user.email);
    const res = await sendMessage(ayse, usta, 'Randevu almak istiyorum.');
    await readConversation(usta, res.json().conversationId);

    const tab = await socketOf(usta);
    const live = nextEvent(tab, 'notification:new', (e) => e.notification.type === 'message.received');
    await sendMessage(ayse, usta, 'Cumartesi uygun mu?');
    expect((await live).notification.title).toBe('Ayşe Yılmaz size mesaj gönderdi');
    await queueSettled(t.app, { until: awayPeriodEnd() });
    expect(mailCount(smtp, usta.user.email)).toBe(before);
  });

  it('keeps the unread count right in every tab: reading in one clears the bell in the other', async () => {
    const [tab1, tab2] = [await socketOf(mehmet), await socketOf(mehmet)];
    const live = nextEvent(tab2, 'notification:new');
    await sendMessage(usta, mehmet, 'Parçanız geldi.');
    const { notification, unreadCount } = await live;
    expect(unreadCount).toBeGreaterThanOrEqual(1);

    const cleared = nextEvent(tab2, 'notification:read');
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${notification.id}/read`,
      headers: mehmet.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().notification.read).toBe(true);
    expect(await cleared).toEqual({ ids: [notification.id], unreadCount: unreadCount - 1 });
    void tab1;
  });

  it('pages newest first by cursor, and read-all clears the count', async () => {
    for (const rating of [3, 4]) {
      const reviewer = await signUp(t.app, customerData());
      expect((await review(reviewer, rating)).statusCode).toBe(201);
    }
    // Events of earlier tests may still be arriving: page once every due one has been delivered.
    await queueSettled(t.app);
    const all = (await list(usta)).notifications;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = await list(usta, '?limit=2');
    expect(first.notifications.map((n) => n.id)).toEqual(all.slice(0, 2).map((n) => n.id));
    expect(first.nextCursor).not.toBeNull();
    const second = await list(usta, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.id)).toEqual(all.slice(2, 4).map((n) => n.id));

    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: usta.auth });
    expect(res.json()).toEqual({ unreadCount: 0 });
    expect((await list(usta)).notifications.every((n) => n.read)).toBe(true);
  });

  it('counts unread notifications up to 100, shown as 99+ on the bell, and clears them all', async () => {
    const busy = await signUp(t.app, businessData({ businessName: 'Yoğun Oto' }));
    const at = new Date();
    await t.app.database.db.insert(notifications).values(
      Array.from({ length: 130 }, (_, i) => ({
        id: `yogun-${i}`,
        userId: busy.user.id,
        type: 'quote.requested' as const,
        link: `/teklif-talepleri?talep=${i}`,
        params: { sector: 'Fren', city: 'istanbul', vehicle: 'Egea 2019' },
        updatedAt: at,
      })),
    );
    const page = await list(busy, '?limit=5');
    expect(page.unreadCount).toBe(UNREAD_COUNT_MAX);
    expect(page.notifications).toHaveLength(5);
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: busy.auth });
    expect(res.json()).toEqual({ unreadCount: 0 });
  });

  it('lets nobody read, mark or delete another user’s notifications', async () => {
    await vi.waitFor(async () => expect((await list(usta)).notifications.length).toBeGreaterThan(0));
    const theirs = (await list(usta)).notifications[0]!;
    expect((await list(ayse)).notifications.map((n) => n.id)).not.toContain(theirs.id);
    for (const request of [
      { method: 'PATCH' as const, url: `/api/notifications/${theirs.id}/read` },
      { method: 'DELETE' as const, url: `/api/notifications/${theirs.id}` },
    ]) {
      const res = await t.app.inject({ ...request, headers: ayse.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND', message: 'Bildirim bulunamadı.' });
    }
    expect((await list(usta)).notifications.find((n) => n.id === theirs.id)).toBeDefined();
    const own = await t.app.inject({ method: 'DELETE', url: `/api/notifications/${theirs.id}`, headers: usta.auth });
    expect(own.statusCode).toBe(204);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('hands a user their notifications and preferences in their data export, and nobody else’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: usta.auth });
    expect(res.statusCode).toBe(200);
    const data = res.json() as { notifications: { type: string }[]; notificationPreferences: unknown[] };
    expect(data.notifications.map((n) => n.type)).toContain('review.created');
    expect(data.notificationPreferences).toContainEqual({
      type: 'review.created',
      inApp: true,
      email: false,
      push: true,
    });
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: ayse.auth })).json();
    expect(theirs.notifications.map((n: { type: string }) => n.type)).not.toContain('review.created');
  });

  it('answers bad input with a Turkish 400', async () => {
    const cursor = await t.app.inject({ method: 'GET', url: '/api/notifications?cursor=abc', headers: ayse.auth });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe('Sayfa imleci geçersiz.');
    const unknownType = await choose(ayse, { type: 'spam.daily', inApp: true, email: true, push: true });
    expect(unknownType.statusCode).toBe(400);
    expect(JSON.stringify(unknownType.json())).toContain('Bilinmeyen bildirim türü.');
    const notBoolean = await choose(ayse, { type: 'order.placed', inApp: 'evet', email: true, push: true });
    expect(notBoolean.statusCode).toBe(400);
  });

  it('keeps each type and channel as chosen; a type turned off in-app stays out of the bell', async () => {
    const saved = await choose(ayse, { type: 'message.received', inApp: false, email: false, push: false });
    expect(saved.statusCode).toBe(200);
    const prefs = saved.json().preferences as { type: string }[];
    expect(prefs).toHaveLength(19);
    expect(prefs).toContainEqual({ type: 'message.received', inApp: false, email: false, push: false });
    expect(prefs).toContainEqual({ type: 'order.shipped', inApp: true, email: true, push: true });

    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: ayse.auth });
    await sendMessage(usta, ayse, 'Sessiz mesaj');
    await queueSettled(t.app);
    expect((await list(ayse)).unreadCount).toBe(0);
  });

  describe('announcements (marketing, İYS)', () => {
    const announce = (who: Actor | Session | undefined, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/announcements', headers: who?.auth, payload });
    const preferences = async (who: Actor) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: who.auth })).json()
        .preferences as { type: string }[];
    const turnOn = async (who: Actor) => {
      const res = await choose(who, { type: 'announcement', inApp: true, email: true, push: true });
      expect(res.statusCode).toBe(200);
    };
    const announcement = {
      title: 'Kış bakım kampanyası',
      text: 'Antifriz ve akü kontrolü bu ay tüm servislerde ücretsiz.',
    };

    it('starts off on every channel, and only an admin may send one (403 for anyone else, Turkish 400 for bad input)', async () => {
      const admin = await createActor(t.app, { role: 'admin' });
      const someone = await createActor(t.app, { marketingConsent: true });
      expect(await preferences(someone)).toContainEqual({
        type: 'announcement',
        inApp: false,
        email: false,
        push: false,
      });

      const refused = await announce(ayse, announcement);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok.' });
      expect((await announce(undefined, announcement)).statusCode).toBe(401);
      const bad = await announce(admin, { title: 'A', text: 'kısa' });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('Duyuru başlığı 3 ile 120 karakter arasında olmalıdır.');
      expect(JSON.stringify(bad.json())).toContain('Duyuru metni 10 ile 1000 karakter arasında olmalıdır.');
    });

    it('reaches only those who turned it on, and mails only those who also gave marketing consent, with unsubscribe', async () => {
      const admin = await createActor(t.app, { role: 'admin' });
      const email = (name: string) => `${name}.${Date.now()}@example.com`;
      const [consenting, notConsenting, onlyConsenting] = [email('izinli'), email('izinsiz'), email('yalnizca.izin')];
      const withConsent = await createActor(t.app, {
        email: consenting,
        marketingConsent: true,
        marketingConsentAt: new Date(),
      });
      const withoutConsent = await createActor(t.app, { email: notConsenting });
      const consentOnly = await createActor(t.app, { email: onlyConsenting, marketingConsent: true });
      await turnOn(withConsent);
      await turnOn(withoutConsent);

      const sent = await announce(admin, announcement);
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ recipients: 2 });

      // In the bell of both who asked for it; nobody else's.
      for (const who of [withConsent, withoutConsent]) {
        await vi.waitFor(async () => {
          const page = await list(who);
          expect(page.notifications).toContainEqual(
            expect.objectContaining({ type: 'announcement', title: announcement.title, body: announcement.text }),
          );
        });
      }
      expect((await list(consentOnly)).notifications).toEqual([]);

      const { mail } = await mailTo(smtp, consenting);
      expect(mail.subject).toBe(announcement.title);
      expect(mail.text).toContain(announcement.text);
      const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line ?? '';
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(header('list-unsubscribe')).toMatch(
        /<https:\/\/otousta\.example\/api\/notifications\/unsubscribe\?token=/,
      );
      expect(mail.text).toMatch(/https:\/\/otousta\.example\/bildirimler\/abonelik\?token=\S+/);

      await queueSettled(t.app);
      expect(mailCount(smtp, consenting)).toBe(1);
      // The preference alone is not consent (İYS); consent alone is not a wish for announcements.
      expect(mailCount(smtp, notConsenting)).toBe(0);
      expect(mailCount(smtp, onlyConsenting)).toBe(0);

      const trail = await t.app.inject({
        method: 'GET',
        url: '/api/admin/actions?targetType=announcement',
        headers: admin.auth,
      });
      expect(trail.json().actions[0]).toMatchObject({ action: 'announcement.send', actorId: admin.id });
    });
  });
});
