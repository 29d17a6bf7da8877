import type { Appointment } from '@otousta/shared/schemas/appointments';
import type { NotificationList } from '@otousta/shared/schemas/notifications';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSmtpServer } from '../../platform/mail/mail.test-support.js';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests, useServer } from '../../test/before-tests.js';
import { dayFromToday, istanbul, setHours } from '../../test/hours.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { appointments } from './appointments.table.js';

describe('a job done: completion, the review invitation and the vehicle history', () => {
  const smtp = useServer(startTestSmtpServer);
  const t = useTestApp(() => ({
    SMTP_URL: smtp.url,
    JOBS_POLL_INTERVAL_MS: '50',
    PUBLIC_URL: 'https://otousta.example',
  }));
  // Turkish letters the PDF's font must carry.
  const business = beforeTests(() => createActor(t.app, businessRow('Çağrı Işık Oto Servis')));
  const customer = beforeTests(() => createActor(t.app, { firstName: 'Ayşe', lastName: 'Yılmaz' }));
  const other = beforeTests(() => createActor(t.app, { firstName: 'Mehmet', lastName: 'Kaya' }));
  let vehicleId: string;

  beforeAll(async () => {
    await setHours(t.app, business);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: customer.auth,
      payload: { plate: '35 İZM 35', vehicleType: 'araba', brand: 'fiat', model: 'Egea', year: 2019 },
    });
    expect(res.statusCode, res.body).toBe(201);
    vehicleId = res.json().vehicle.id;
  });

  const patch = (who: Actor, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}`, headers: who.auth, payload });

  /** A confirmed appointment of the customer's vehicle at `time` three days ahead. */
  async function confirmed(time: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: customer.auth,
      payload: {
        businessId: business.id,
        startsAt: istanbul(dayFromToday(3), time),
        service: 'Fren balata değişimi',
        vehicleId,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().appointment.id as string;
    expect((await patch(business, id, { status: 'confirmed' })).statusCode).toBe(200);
    return id;
  }

  /** The appointment's time comes: it started an hour ago (a booking can only be made ahead). */
  const started = (id: string) =>
    t.app.database.db
      .update(appointments)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(appointments.id, id));

  it('a business cannot mark a job completed before its start time', async () => {
    const id = await confirmed('09:00');
    const early = await patch(business, id, { status: 'completed', finalPrice: 1200 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'APPOINTMENT_COMPLETE_TOO_EARLY',
      message: 'İş, randevu saati gelmeden tamamlandı olarak işaretlenemez.',
    });
    const mine = (await t.app.inject({ url: '/api/appointments', headers: customer.auth })).json();
    expect(mine.appointments.find((a: Appointment) => a.id === id)).toMatchObject({
      status: 'confirmed',
      finalPrice: null,
    });
  });

  it('completing a started job keeps its final price and km and tells the customer in the bell and by mail, with a link to the review form', async () => {
    const id = await confirmed('10:00');
    await started(id);
    // Only the business completes, and a final price is a price.
    expect((await patch(customer, id, { status: 'completed' })).statusCode).toBe(403);
    const badPrice = await patch(business, id, { status: 'completed', finalPrice: -5 });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().message).toBe('Son fiyatı 1 ile 1.000.000 TL arasında, en fazla iki ondalıkla girin.');

    const done = await patch(business, id, { status: 'completed', finalPrice: 3500.5, km: 87_500 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().appointment).toMatchObject({ status: 'completed', finalPrice: 3500.5, km: 87_500 });

    const reviewLink = `/isletme/${business.id}?degerlendir=1`;
    await vi.waitFor(
      async () => {
        const list: NotificationList = (
          await t.app.inject({ url: '/api/notifications', headers: customer.auth })
        ).json();
        expect(list.notifications[0]).toMatchObject({
          type: 'appointment.completed',
          title: 'İşiniz tamamlandı — değerlendirin',
          link: reviewLink,
        });
        expect(list.notifications[0]!.body).toContain('Çağrı Işık Oto Servis');
        expect(list.notifications[0]!.body).toContain('₺3.500,50');
      },
      { timeout: 10_000 },
    );
    const invitation = () =>
      smtp.mails.find(
        (m) => m.recipients.includes(customer.email) && m.subject === 'İşiniz tamamlandı — değerlendirin',
      );
    await vi.waitFor(() => expect(invitation()).toBeDefined(), { timeout: 10_000 });
    const mail = invitation()!;
    // The mail says what was done, when and for how much, and opens the review form.
    expect(mail.text).toContain('₺3.500,50');
    expect(mail.text).toContain('Fren balata değişimi');
    expect(mail.text).toMatch(/\d{1,2} \S+ \S+ \d{2}:\d{2} tarihli/);
    expect(mail.text).toContain(`https://otousta.example${reviewLink}`);
    // Nobody else hears of it.
    expect(smtp.mails.some((m) => m.subject === mail.subject && !m.recipients.includes(customer.email))).toBe(false);
  });

  it("the vehicle's history lists only its owner's completed jobs, with final price and km, and nobody else may read it", async () => {
    const pending = await confirmed('11:00');
    const history = await t.app.inject({ url: `/api/vehicles/${vehicleId}/history`, headers: customer.auth });
    expect(history.statusCode).toBe(200);
    const jobs = history.json().appointments;
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      service: 'Fren balata değişimi',
      business: { id: business.id, name: 'Çağrı Işık Oto Servis' },
      finalPrice: 3500.5,
      km: 87_500,
    });
    expect(jobs.some((j: { id: string }) => j.id === pending)).toBe(false);

    for (const url of [`/api/vehicles/${vehicleId}/history`, `/api/vehicles/${vehicleId}/history.pdf`]) {
      expect((await t.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it("the history downloads as a PDF 'Servis geçmişi' whose text reads back with Turkish letters", async () => {
    const res = await t.app.inject({ url: `/api/vehicles/${vehicleId}/history.pdf`, headers: customer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Servis geçmişi');
    expect(text).toContain('35 IZM 35');
    expect(text).toContain('Çağrı Işık Oto Servis');
    expect(text).toContain('Fren balata değişimi');
    expect(text).toContain('₺3.500,50');
    expect(text).toContain('87.500');
    for (const letter of ['ş', 'ğ', 'İ', 'ı', 'Ç']) expect(text).toContain(letter);
  });
});
