import type { Appointment } from '@otousta/shared/schemas/appointments';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_JOB } from '../../platform/events.js';
import { jobs } from '../../platform/jobs/jobs.table.js';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { addVehicle } from '../../test/garage.fixtures.js';
import { dayFromToday, istanbul, setHours } from '../../test/hours.fixtures.js';
import { queueSettled } from '../../test/job-queue.js';
import { useTestApp } from '../../test/test-app.js';
import { usersServiceOf } from '../../test/users-service.js';
import { createHoursService } from '../hours/hours.service.js';
import { APPOINTMENT_REMINDER_JOB, createAppointmentsService } from './appointments.service.js';
import { appointments } from './appointments.table.js';

describe('appointments', () => {
  // These customers book many slots of one business; the limits on open requests have tests of their own.
  const t = useTestApp({ APPOINTMENT_OPEN_REQUESTS_PER_BUSINESS: '100', APPOINTMENT_OPEN_REQUESTS_PER_DAY: '100' });
  const business = beforeTests(() => createActor(t.app, businessRow('Randevulu Oto')));
  const customer = beforeTests(() => createActor(t.app, { firstName: 'Ayşe', lastName: 'Yılmaz' }));
  const other = beforeTests(() => createActor(t.app, { firstName: 'Mehmet', lastName: 'Kaya' }));
  const day = dayFromToday(3);

  beforeAll(async () => {
    await setHours(t.app, business);
  });

  const book = (who: Actor, time: string, date = day, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: who.auth,
      payload: { businessId: business.id, startsAt: istanbul(date, time), service: 'Periyodik bakım', ...extra },
    });
  const patch = (who: Actor, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}`, headers: who.auth, payload });
  /** The appointment's time comes (a booking can only be made ahead): it started an hour ago. */
  const started = (id: string) =>
    t.app.database.db
      .update(appointments)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(appointments.id, id));
  const eventsOf = async (type: string) =>
    (await t.app.database.db.select().from(jobs).where(eq(jobs.name, DOMAIN_EVENT_JOB)))
      .map(
        (job) => job.payload as { type: string; recipientIds: string[]; params: Record<string, string>; key?: string },
      )
      .filter((event) => event.type === type);

  it('a customer books a free slot inside the hours; the business hears of it and a reminder is due 24 h before', async () => {
    const vehicle = await addVehicle(t.app, customer);
    const res = await book(customer, '10:00', day, { note: 'Fren sesi geliyor', vehicleId: vehicle.id });
    expect(res.statusCode).toBe(201);
    const appointment: Appointment = res.json().appointment;
    expect(appointment).toMatchObject({
      status: 'requested',
      service: 'Periyodik bakım',
      note: 'Fren sesi geliyor',
      vehicleId: vehicle.id,
      plate: '34ABC123',
      customer: { id: customer.id, name: 'Ayşe Yılmaz' },
      business: { id: business.id, name: 'Randevulu Oto' },
    });
    expect(new Date(appointment.startsAt).toISOString()).toBe(new Date(istanbul(day, '10:00')).toISOString());
    expect(new Date(appointment.endsAt).getTime() - new Date(appointment.startsAt).getTime()).toBe(3_600_000);

    const requested = await eventsOf('appointment.requested');
    expect(requested.some((e) => e.recipientIds.includes(business.id) && e.params.customer === 'Ayşe Yılmaz')).toBe(
      true,
    );
    const [reminder] = await t.app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, APPOINTMENT_REMINDER_JOB), eq(jobs.dedupKey, appointment.id)));
    expect(reminder!.runAt.getTime()).toBe(new Date(appointment.startsAt).getTime() - 86_400_000);

    // The slot is now full (capacity 1): the next customer is refused and the free-slot view says 0.
    const second = await book(other, '10:00');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Bu saat dolu. Lütfen başka bir saat seçin.');
    const slots = (await t.app.inject({ url: `/api/businesses/${business.id}/slots?date=${day}` })).json();
    expect(slots.slotMinutes).toBe(60);
    // 09, 10, 11 (12:00–13:00 would cross the lunch break), then 13:30 … 17:30.
    expect(slots.slots.map((s: { startsAt: string }) => new Date(s.startsAt).toISOString())).toEqual(
      ['09:00', '10:00', '11:00', '13:30', '14:30', '15:30', '16:30', '17:30'].map((time) =>
        new Date(istanbul(day, time)).toISOString(),
      ),
    );
    expect(slots.slots[1].free).toBe(0);
    expect(slots.slots[0].free).toBe(1);
  });

  it('no booking outside the hours, off the slot grid, in the past or at a business without hours', async () => {
    for (const time of ['12:30', '08:00', '19:00', '09:30', '18:30']) {
      const res = await book(customer, time);
      expect(res.statusCode, time).toBe(400);
      expect(res.json().message).toBe(
        'Seçilen saat işletmenin çalışma saatleri dışında. Lütfen boş saatlerden birini seçin.',
      );
    }
    const past = await book(customer, '10:00', dayFromToday(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Geçmiş bir saate randevu alınamaz.');
    const far = await book(customer, '10:00', dayFromToday(70));
    expect(far.statusCode).toBe(400);
    const closedDay = await createActor(t.app, businessRow('Saatsiz Oto'));
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: customer.auth,
      payload: { businessId: closedDay.id, startsAt: istanbul(day, '10:00'), service: 'Bakım' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('APPOINTMENT_NO_HOURS');
    const own = await book(business, '11:00');
    expect(own.statusCode).toBe(403);
  });

  it("a booking names only the customer's own vehicle: another's or a made-up one is refused, nothing is booked", async () => {
    const othersVehicle = (await addVehicle(t.app, other, { plate: '35 RND 102' })).id;
    for (const vehicleId of [othersVehicle, '0190a6e4-0000-7000-8000-000000000001']) {
      const res = await book(customer, '11:00', dayFromToday(9), { vehicleId });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'VEHICLE_NOT_FOUND', message: 'Araç bulunamadı.' });
    }
    const mine = await t.app.inject({ url: '/api/appointments', headers: customer.auth });
    expect(mine.json().appointments.map((a: Appointment) => a.startsAt)).not.toContain(
      new Date(istanbul(dayFromToday(9), '11:00')).toISOString(),
    );
    // The slot is still free for its owner's own vehicle.
    const own = await book(other, '11:00', dayFromToday(9), { vehicleId: othersVehicle });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('a dated closure (a bayram) closes a day that the week would open', async () => {
    const holiday = dayFromToday(5);
    await setHours(t.app, business, { exceptions: [{ date: holiday, label: 'Kurban Bayramı', ranges: [] }] });
    expect((await book(customer, '10:00', holiday)).statusCode).toBe(400);
    const slots = (await t.app.inject({ url: `/api/businesses/${business.id}/slots?date=${holiday}` })).json();
    expect(slots.slots).toEqual([]);
    await setHours(t.app, business);
  });

  it('bad input answers 400 in Turkish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: customer.auth,
      payload: { businessId: business.id, startsAt: '2026-13-45T25:00', service: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[ğüşıöçİ]/);
    const slots = await t.app.inject({ url: `/api/businesses/${business.id}/slots?date=2026-02-30` });
    expect(slots.statusCode).toBe(400);
    expect(slots.json().message).toBe('Geçerli bir tarih girin (YYYY-AA-GG).');
  });

  it('only the business confirms, completes and marks no-shows; either side cancels with a reason', async () => {
    const id = (await book(customer, '14:30')).json().appointment.id;
    const byCustomer = await patch(customer, id, { status: 'confirmed' });
    expect(byCustomer.statusCode).toBe(403);
    expect((await patch(business, id, { status: 'completed' })).statusCode).toBe(409);
    const confirmed = await patch(business, id, { status: 'confirmed' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().appointment.status).toBe('confirmed');
    expect((await eventsOf('appointment.confirmed')).some((e) => e.recipientIds.includes(customer.id))).toBe(true);
    // Its time has not come: no no-show yet.
    expect((await patch(business, id, { status: 'no_show' })).json().code).toBe('APPOINTMENT_NOT_STARTED');
    expect((await patch(customer, id, { status: 'completed' })).statusCode).toBe(403);
    const noReason = await patch(customer, id, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('İptal nedenini yazın (en az 3, en fazla 500 karakter).');
    const cancelled = await patch(customer, id, { status: 'cancelled', reason: 'Aracı başka yere götürdüm' });
    expect(cancelled.json().appointment).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancelReason: 'Aracı başka yere götürdüm',
    });
    expect((await eventsOf('appointment.cancelled')).some((e) => e.recipientIds.includes(business.id))).toBe(true);
    // Final: nothing moves a cancelled appointment, and its place is free again.
    expect((await patch(business, id, { status: 'confirmed' })).statusCode).toBe(409);
    expect((await book(other, '14:30')).statusCode).toBe(201);
  });

  it('another user neither sees nor changes an appointment', async () => {
    const id = (await book(customer, '15:30')).json().appointment.id;
    const stranger = await createActor(t.app, businessRow('Meraklı Oto'));
    const res = await patch(stranger, id, { status: 'confirmed' });
    expect(res.statusCode).toBe(404);
    expect((await patch(other, id, { status: 'cancelled', reason: 'Ben iptal ediyorum' })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/appointments?as=business', headers: stranger.auth });
    expect(list.json().appointments).toEqual([]);
    const mine = await t.app.inject({ url: '/api/appointments?as=customer', headers: other.auth });
    expect(mine.json().appointments.map((a: Appointment) => a.id)).not.toContain(id);
    const own = await t.app.inject({ url: '/api/appointments', headers: customer.auth });
    expect(own.json().appointments.map((a: Appointment) => a.id)).toContain(id);
    const theirs = await t.app.inject({ url: '/api/appointments?as=business', headers: business.auth });
    expect(theirs.json().appointments.map((a: Appointment) => a.id)).toContain(id);
    expect((await t.app.inject({ url: '/api/appointments' })).statusCode).toBe(401);
  });

  it('a business blocks time: its slots close; nobody else may remove the block', async () => {
    const blockDay = dayFromToday(4);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/blocks',
      headers: business.auth,
      payload: { startsAt: istanbul(blockDay, '09:00'), endsAt: istanbul(blockDay, '12:30'), note: 'Servis eğitimi' },
    });
    expect(res.statusCode).toBe(201);
    const block = res.json().block;
    expect((await book(customer, '10:00', blockDay)).statusCode).toBe(409);
    const slots = (await t.app.inject({ url: `/api/businesses/${business.id}/slots?date=${blockDay}` })).json().slots;
    expect(slots.slice(0, 3).map((s: { free: number }) => s.free)).toEqual([0, 0, 0]);
    expect(slots[3].free).toBe(1);
    const list = await t.app.inject({
      url: `/api/appointments?as=business&from=${blockDay}&to=${blockDay}`,
      headers: business.auth,
    });
    expect(list.json().blocks.map((b: { id: string }) => b.id)).toEqual([block.id]);
    const closeHours = (who: Actor, from: string, to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/blocks',
        headers: who.auth,
        payload: { startsAt: istanbul(blockDay, from), endsAt: istanbul(blockDay, to) },
      });
    expect((await closeHours(business, '12:00', '09:00')).statusCode).toBe(400);
    expect((await closeHours(customer, '13:30', '14:30')).statusCode).toBe(403);
    const stranger = await createActor(t.app, businessRow('Kapatan Oto'));
    const del = (who: Actor) =>
      t.app.inject({ method: 'DELETE', url: `/api/appointments/blocks/${block.id}`, headers: who.auth });
    expect((await del(stranger)).statusCode).toBe(404);
    expect((await del(business)).statusCode).toBe(204);
    expect((await book(customer, '10:00', blockDay)).statusCode).toBe(201);
  });

  it('the reminder job reminds both sides of a booked appointment, and not of a cancelled one', async () => {
    const id = (await book(customer, '16:30')).json().appointment.id;
    const cancelledId = (await book(customer, '17:30')).json().appointment.id;
    await patch(customer, cancelledId, { status: 'cancelled', reason: 'Vazgeçtim' });
    await t.app.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.name, APPOINTMENT_REMINDER_JOB));
    // Every due job has run: the reminders that were going to become domain events have.
    await queueSettled(t.app);
    const keys = (await t.app.database.db.select().from(jobs).where(eq(jobs.name, DOMAIN_EVENT_JOB)))
      .filter((job) => (job.payload as { type: string }).type === 'appointment.reminder')
      .map((job) => job.dedupKey);
    // Reminders of earlier tests' appointments fall due too: this one is found by its key.
    const event = (await eventsOf('appointment.reminder')).find((e) => e.key === id);
    expect(event!.recipientIds).toEqual([customer.id, business.id]);
    expect(keys).toContain(`appointment.reminder:${id}`);
    expect(keys).not.toContain(`appointment.reminder:${cancelledId}`);
  });

  it('a review by a customer whose job here is completed is verified; the profile counts verified reviews', async () => {
    const review = (who: Actor, rating: number, comment: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: who.auth,
        payload: { businessId: business.id, rating, comment },
      });
    const writer = await createActor(t.app, { firstName: 'Zeynep', lastName: 'Demir' });
    const id = (await book(writer, '11:00', dayFromToday(8))).json().appointment.id;
    // Written before the job is done: not verified yet.
    const early = await review(writer, 2, 'Randevu öncesi yazdım, bakalım nasıl olacak.');
    expect(early.json().review.verified).toBe(false);
    expect((await patch(business, id, { status: 'confirmed' })).statusCode).toBe(200);
    await started(id);
    expect((await patch(business, id, { status: 'completed' })).json().appointment.status).toBe('completed');
    // Completing the job verifies the review, even a negative one, and it stays listed.
    const list = (await t.app.inject({ url: `/api/reviews/business/${business.id}` })).json().reviews;
    expect(list.find((r: { id: string }) => r.id === early.json().review.id)).toMatchObject({
      verified: true,
      rating: 2,
    });
    // A completed appointment is final.
    expect((await patch(customer, id, { status: 'cancelled', reason: 'Geç kaldı' })).statusCode).toBe(404);
    expect((await patch(writer, id, { status: 'cancelled', reason: 'Geç kaldı' })).statusCode).toBe(409);

    // A review without a job stays allowed, labelled not verified.
    const plain = await review(other, 5, 'Randevu almadım ama telefonda çok yardımcı oldular.');
    expect(plain.statusCode).toBe(201);
    expect(plain.json().review.verified).toBe(false);
    const profile = (await t.app.inject({ url: `/api/users/${business.id}` })).json().user;
    expect(profile).toMatchObject({ reviewCount: 2, verifiedReviewCount: 1 });

    // A review written after the completed job is verified at once.
    const later = await createActor(t.app);
    const laterId = (await book(later, '13:30', dayFromToday(8))).json().appointment.id;
    await patch(business, laterId, { status: 'confirmed' });
    await started(laterId);
    await patch(business, laterId, { status: 'completed' });
    const after = await review(later, 4, 'Zamanında teslim ettiler, teşekkürler.');
    expect(after.json().review.verified).toBe(true);
    expect((await t.app.inject({ url: `/api/users/${business.id}` })).json().user.verifiedReviewCount).toBe(2);
  });

  it('an accepted quote offer books through createFromOffer, within hours and capacity, for the business to confirm', async () => {
    const { db } = t.app.database;
    const users = usersServiceOf(t.app);
    const service = createAppointmentsService({
      db,
      users,
      hours: createHoursService({ db, businesses: users }),
      garage: {
        vehicleOf: () => {
          throw new Error('not used');
        },
      },
      // The app's worker already handles reminders; this second service only enqueues.
      jobs: { ...t.app.jobs, register: () => {} },
      events: t.app.events,
      onCompleted: async () => {},
      openRequests: { perBusiness: 1, perDay: 1 },
    });
    const input = {
      customerId: other.id,
      businessId: business.id,
      startsAt: new Date(istanbul(dayFromToday(6), '09:00')),
      service: 'Teklifteki fren değişimi',
      quoteId: 'quote-1',
      priceMinKurus: 150_000,
      priceMaxKurus: 200_050,
    };
    const made = await db.transaction((tx) => service.createFromOffer(input, tx));
    // The customer chose the hour; the business confirms it and is told as of any booking.
    expect(made).toMatchObject({
      status: 'requested',
      quoteId: 'quote-1',
      customerId: other.id,
      priceMinKurus: 150_000,
      priceMaxKurus: 200_050,
    });
    const told = await eventsOf('appointment.requested');
    expect(told.some((e) => e.recipientIds.includes(business.id) && e.params.service === input.service)).toBe(true);
    await expect(service.createFromOffer(input)).rejects.toMatchObject({ code: 'APPOINTMENT_SLOT_FULL' });
    await expect(
      service.createFromOffer({ ...input, startsAt: new Date(istanbul(dayFromToday(6), '12:45')) }),
    ).rejects.toMatchObject({ code: 'APPOINTMENT_OUTSIDE_HOURS' });
  });
});
