import { dateTimeText, dayText } from '@otousta/shared/hours/clock-text';
import type { NotificationType } from '@otousta/shared/notifications/events';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobs } from '../../platform/jobs/jobs.table.js';
import type { TestSmtpServer } from '../../platform/mail/mail.test-support.js';
import { startTestSmtpServer } from '../../platform/mail/mail.test-support.js';
import { connect, disconnectAfterEach, listen, nextEvent } from '../../realtime/realtime.test-support.js';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests, useServer } from '../../test/before-tests.js';
import { dayFromToday, istanbul, setHours } from '../../test/hours.fixtures.js';
import { postMessage } from '../../test/messages.fixtures.js';
import { quoteRequest } from '../../test/quotes.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { appointments } from '../appointments/appointments.table.js';
import { notifications } from './notifications.table.js';

const mailsTo = (smtp: TestSmtpServer, to: Actor, subject: string) =>
  smtp.mails.filter((m) => m.recipients.includes(to.email) && m.subject === subject);

/**
 * The mails of the quote and appointment loop wait, as a chat message's do, to see whether the recipient reads the
 * notification on the site; the review invitation goes at once. Each mail says the price and the date.
 */
describe('event mails while away', () => {
  const smtp = useServer(startTestSmtpServer);
  const t = useTestApp(() => ({
    SMTP_URL: smtp.url,
    NOTIFY_MESSAGE_EMAIL_DELAY_SECONDS: '1',
    JOBS_POLL_INTERVAL_MS: '50',
    PUBLIC_URL: 'https://otousta.example',
  }));
  const customer = beforeTests(() => createActor(t.app, { firstName: 'Ayşe', lastName: 'Yılmaz' }));
  const business = beforeTests(() =>
    createActor(t.app, businessRow('Kaya Fren', { businessSector: ['fren', 'genel'] })),
  );
  const track = disconnectAfterEach();
  let url: string;

  const post = (who: Actor, path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: path, headers: who.auth, payload });
  const patch = (who: Actor, path: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: path, headers: who.auth, payload });
  const tabOf = async (who: Actor) => {
    url ??= await listen(t.app);
    return track(await connect(url, who.auth.authorization.slice('Bearer '.length)));
  };
  /** The newest notification of `type` stored for `who`. */
  async function notificationOf(who: Actor, type: NotificationType) {
    let id = '';
    await vi.waitFor(
      async () => {
        const [row] = await t.app.database.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.userId, who.id), eq(notifications.type, type)))
          .orderBy(sql`${notifications.createdAt} desc`)
          .limit(1);
        expect(row).toBeDefined();
        id = row!.id;
      },
      { timeout: 10_000 },
    );
    return id;
  }
  /** Waits until every mail job of the notification has run: what it was going to mail is in the outbox by then. */
  const mailJobsDone = (notificationId: string) =>
    vi.waitFor(
      async () => {
        const rows = await t.app.database.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(
            and(eq(jobs.name, 'notification.deliver'), sql`${jobs.payload}->>'notificationId' = ${notificationId}`),
          );
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.status === 'done')).toBe(true);
      },
      { timeout: 10_000 },
    );
  /** Waits for the mail's arrival and for its outbox to drain, so a second one would have arrived too. */
  async function mailed(to: Actor, subject: string) {
    await vi.waitFor(() => expect(mailsTo(smtp, to, subject).length).toBeGreaterThan(0), { timeout: 10_000 });
    return mailsTo(smtp, to, subject);
  }

  it('mails a new offer to a customer who is away, once, with its price range and earliest day', async () => {
    const quote = (await post(customer, '/api/quotes', quoteRequest({ businessIds: [business.id] }))).json().quote;
    const earliest = dayFromToday(3);
    const offered = await post(business, `/api/quotes/${quote.id}/offers`, {
      priceMin: 1200,
      priceMax: 1800,
      duration: '3 saat',
      earliestDate: earliest,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    // An edit of the offer tells nobody again.
    await post(business, `/api/quotes/${quote.id}/offers`, {
      priceMin: 1300,
      priceMax: 1800,
      duration: '3 saat',
      earliestDate: earliest,
    });
    await mailJobsDone(await notificationOf(customer, 'quote.offered'));
    const mails = await mailed(customer, 'Yeni teklif');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      `Kaya Fren teklif talebinize fiyat verdi: ₺1.200,00 – ₺1.800,00, en erken ${dayText(earliest)}.`,
    );
    expect(mails[0]!.text).toContain(`https://otousta.example/tekliflerim?talep=${quote.id}`);
  });

  it('mails nothing to a business on the site who sees the new request live, however long it waits', async () => {
    const tab = await tabOf(business);
    const live = nextEvent(tab, 'notification:new', (e) => e.notification.type === 'quote.requested');
    const sent = await post(customer, '/api/quotes', quoteRequest({ businessIds: [business.id] }));
    expect(sent.statusCode, sent.body).toBe(201);
    const link = `/teklif-talepleri?talep=${sent.json().quote.id}`;
    expect((await live).notification).toMatchObject({
      body: 'Ayşe Yılmaz Fiat Egea 2019 için sizden teklif istedi.',
      link,
    });
    await mailJobsDone(await notificationOf(business, 'quote.requested'));
    expect(mailsTo(smtp, business, 'Yeni teklif talebi').filter((m) => m.text?.includes(link))).toEqual([]);
  });

  it('mails a chat message to someone whose open tab does not show it (in-app off, e-mail on)', async () => {
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: customer.auth,
      payload: { preferences: [{ type: 'message.received', inApp: false, email: true, push: false }] },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    await tabOf(customer);
    const sent = await postMessage(t.app, business, customer.id, 'Aracınız hazır, akşama kadar açığız.');
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = await mailed(customer, 'Kaya Fren size mesaj gönderdi');
    expect(mail!.text).toContain('Aracınız hazır, akşama kadar açığız.');
  });

  it("mails an appointment's request and confirmation to the one away with its day and time in Turkey, and the review invitation at once to one on the site", async () => {
    await setHours(t.app, business);
    const startsAt = istanbul(dayFromToday(4), '14:30');
    const booked = await post(customer, '/api/appointments', {
      businessId: business.id,
      startsAt,
      service: 'Fren balata değişimi',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().appointment.id as string;
    const when = dateTimeText(startsAt);
    const [request] = await mailed(business, 'Yeni randevu talebi');
    expect(request!.text).toContain(`Ayşe Yılmaz ${when} için randevu istedi: Fren balata değişimi.`);

    expect((await patch(business, `/api/appointments/${id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const [confirmed] = await mailed(customer, 'Randevunuz onaylandı');
    expect(confirmed!.text).toContain(`Kaya Fren ${when} tarihli randevunuzu onayladı.`);

    // The job is done: the customer, on the site, is asked for a review by mail all the same.
    await t.app.database.db
      .update(appointments)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(appointments.id, id));
    await tabOf(customer);
    const done = await patch(business, `/api/appointments/${id}`, { status: 'completed', finalPrice: 1450 });
    expect(done.statusCode, done.body).toBe(200);
    const [invitation] = await mailed(customer, 'İşiniz tamamlandı — değerlendirin');
    expect(invitation!.text).toContain('(son fiyat: ₺1.450,00)');
  });
});
