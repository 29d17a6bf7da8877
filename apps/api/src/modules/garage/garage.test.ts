import { errorMessages } from '@otousta/shared/messages/tr';
import type { Vehicle } from '@otousta/shared/schemas/garage';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_JOB } from '../../platform/events.js';
import { jobs } from '../../platform/jobs/jobs.table.js';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { dayFromToday, istanbul, setHours } from '../../test/hours.fixtures.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { reminderMoment, VEHICLE_REMINDER_JOB } from './garage.reminders.js';

const DAY = 86_400_000;
/** A calendar day `days` from now, 'YYYY-MM-DD'. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const egea = (overrides: Record<string, unknown> = {}) => ({
  plate: '34 abc 123',
  vehicleType: 'araba',
  brand: 'fiat',
  model: 'Egea',
  year: 2019,
  km: 84_000,
  ...overrides,
});

describe('garage (Araçlarım)', () => {
  const t = useTestApp({ JOBS_POLL_INTERVAL_MS: '20' });
  const ayse = beforeTests(() => createActor(t.app, { firstName: 'Ayşe' }));
  const mehmet = beforeTests(() => createActor(t.app, { firstName: 'Mehmet' }));

  const add = (actor: Actor | undefined, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/vehicles', headers: actor?.auth ?? {}, payload: body as object });
  const patch = (actor: Actor, id: string, body: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/vehicles/${id}`, headers: actor.auth, payload: body as object });
  async function added(actor: Actor, body: Record<string, unknown>): Promise<Vehicle> {
    const res = await add(actor, body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().vehicle;
  }
  const reminderJobs = (vehicleId: string) =>
    t.app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, VEHICLE_REMINDER_JOB), sql`${jobs.payload}->>'vehicleId' = ${vehicleId}`));

  it('keeps a vehicle with its plate stored without spaces and shown spaced', async () => {
    const vehicle = await added(ayse, egea({ inspectionDue: dayFromNow(100) }));
    expect(vehicle).toMatchObject({ plate: '34ABC123', plateDisplay: '34 ABC 123', brandLabel: 'Fiat', km: 84_000 });
    const list = await t.app.inject({ url: '/api/vehicles', headers: ayse.auth });
    expect(list.json().vehicles.map((v: Vehicle) => v.id)).toEqual([vehicle.id]);
    // The data export (KVKK) carries the garage too.
    const exported = await t.app.inject({ url: '/api/users/me/export', headers: ayse.auth });
    expect(exported.json().vehicles.map((v: Vehicle) => v.plate)).toEqual(['34ABC123']);
  });

  it('refuses an invalid plate with a Turkish 400', async () => {
    for (const plate of ['34 AB 12', '99 ABC 123', '34 ABCD 1', 'plaka']) {
      const res = await add(ayse, egea({ plate }));
      expect(res.statusCode, plate).toBe(400);
      expect(res.json()).toMatchObject({
        message: errorMessages.PLATE_INVALID,
        errors: { plate: errorMessages.PLATE_INVALID },
      });
    }
  });

  it('refuses the same plate twice for one owner (409), whatever its spacing, but not for another owner', async () => {
    const again = await add(ayse, egea({ plate: '34-ABC-123' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PLATE_TAKEN', message: errorMessages.PLATE_TAKEN });
    expect((await add(mehmet, egea())).statusCode).toBe(201);
  });

  it('refuses a brand that is not of the vehicle type, and bad years, km and dates, in Turkish', async () => {
    const cases: [Record<string, unknown>, keyof typeof errorMessages][] = [
      [{ brand: 'ducati' }, 'VEHICLE_BRAND_INVALID'],
      [{ year: 1800 }, 'INVALID_CAR_YEAR'],
      [{ year: '2019' }, 'INVALID_CAR_YEAR'],
      [{ km: -5 }, 'VEHICLE_KM_INVALID'],
      [{ inspectionDue: '2026-02-30' }, 'VEHICLE_DATE_INVALID'],
      [{ model: '' }, 'VEHICLE_MODEL_REQUIRED'],
    ];
    for (const [overrides, code] of cases) {
      const res = await add(ayse, egea({ plate: '06 AB 1234', ...overrides }));
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message, JSON.stringify(overrides)).toBe(errorMessages[code]);
    }
    const mine = (await added(ayse, egea({ plate: '35 A 1234' }))).id;
    const res = await patch(ayse, mine, { vehicleType: 'motorsiklet' });
    expect(res.json()).toMatchObject({ code: 'VEHICLE_BRAND_INVALID' });
  });

  it('asks for sign-in before anything else', async () => {
    expect((await add(undefined, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/vehicles' })).statusCode).toBe(401);
  });

  it('lets nobody read, change or delete another owner’s vehicle', async () => {
    const hers = await added(ayse, egea({ plate: '16 KL 456' }));
    expect((await patch(mehmet, hers.id, { km: 1 })).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${hers.id}`, headers: mehmet.auth });
    expect(del.statusCode).toBe(404);
    const history = await t.app.inject({ url: `/api/vehicles/${hers.id}/history`, headers: mehmet.auth });
    expect(history.statusCode).toBe(404);
    const his = await t.app.inject({ url: '/api/vehicles', headers: mehmet.auth });
    expect(his.json().vehicles.map((v: Vehicle) => v.id)).not.toContain(hers.id);
    const still = await t.app.inject({ url: '/api/vehicles', headers: ayse.auth });
    expect(still.json().vehicles.find((v: Vehicle) => v.id === hers.id)).toMatchObject({ km: 84_000 });
  });

  it('updates a vehicle and deletes it for its owner', async () => {
    const mine = await added(ayse, egea({ plate: '07 DEF 45' }));
    const res = await patch(ayse, mine.id, { km: 90_500, plate: '07 def 46' });
    expect(res.json().vehicle).toMatchObject({ km: 90_500, plate: '07DEF46' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${mine.id}`, headers: ayse.auth });
    expect(del.statusCode).toBe(204);
    expect((await patch(ayse, mine.id, { km: 1 })).statusCode).toBe(404);
  });

  it('schedules reminders 30, 7 and 1 days before each date at 09:00 Istanbul time, and none in the past', async () => {
    const inspection = dayFromNow(40);
    const insurance = dayFromNow(5);
    const vehicle = await added(ayse, egea({ plate: '01 RS 789', inspectionDue: inspection, insuranceDue: insurance }));
    const rows = await reminderJobs(vehicle.id);
    const planned = rows.map((r) => [r.dedupKey, r.runAt.toISOString()]).sort();
    expect(planned).toEqual(
      [
        [`${vehicle.id}:inspectionDue:30`, reminderMoment(inspection, 30).toISOString()],
        [`${vehicle.id}:inspectionDue:7`, reminderMoment(inspection, 7).toISOString()],
        [`${vehicle.id}:inspectionDue:1`, reminderMoment(inspection, 1).toISOString()],
        [`${vehicle.id}:insuranceDue:1`, reminderMoment(insurance, 1).toISOString()],
      ].sort(),
    );
    expect(reminderMoment('2026-12-31', 7).toISOString()).toBe('2026-12-24T06:00:00.000Z');
  });

  it('moves the waiting reminders when a date changes instead of adding more', async () => {
    const vehicle = await added(ayse, egea({ plate: '02 RS 780', kaskoDue: dayFromNow(60) }));
    const later = dayFromNow(90);
    await patch(ayse, vehicle.id, { kaskoDue: later });
    const rows = await reminderJobs(vehicle.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const { daysBefore, due } = row.payload as { daysBefore: number; due: string };
      expect(due).toBe(later);
      expect(row.runAt.toISOString()).toBe(reminderMoment(later, daysBefore).toISOString());
    }
  });

  it('tells the owner when a reminder comes due, and says nothing when the date changed since', async () => {
    const due = dayFromNow(20);
    const vehicle = await added(mehmet, egea({ plate: '45 TR 321', insuranceDue: due }));
    const job = (await reminderJobs(vehicle.id)).find((j) => j.dedupKey === `${vehicle.id}:insuranceDue:7`);
    const status = async (id: string) =>
      (await t.app.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.status;
    // Its moment has come.
    await t.app.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job!.id));
    await expect.poll(() => status(job!.id), { timeout: 5000 }).toBe('done');
    const events = await t.app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, DOMAIN_EVENT_JOB), sql`${jobs.payload}->>'type' = 'vehicle.reminder'`));
    const mine = events.filter((e) => (e.payload as { recipientIds: string[] }).recipientIds.includes(mehmet.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({
      link: '/araclarim',
      params: {
        plate: '45 TR 321',
        kind: 'Trafik sigortası',
        daysBefore: '7',
        due: due.split('-').reverse().join('.'),
      },
    });

    // A reminder of a date since moved (a job that ran before the move reached it) does nothing.
    const moved = await added(mehmet, egea({ plate: '45 TR 322', insuranceDue: dayFromNow(20) }));
    const [stale] = await reminderJobs(moved.id);
    await t.app.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000), payload: { ...(stale!.payload as object), due: '2020-01-01' } })
      .where(eq(jobs.id, stale!.id));
    await expect.poll(() => status(stale!.id), { timeout: 5000 }).toBe('done');
    const after = await t.app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, DOMAIN_EVENT_JOB), sql`${jobs.payload}->'params'->>'plate' = '45 TR 322'`));
    expect(after).toHaveLength(0);
  });

  it('lists in a vehicle’s history the owner’s orders holding a part that fits it', async () => {
    const seller = await createApprovedSeller(t.app, 'Marmara Oto Parça');
    const fits = await insertProduct(t.app, seller, { name: 'Egea Fren Diski' });
    const other = await insertProduct(t.app, seller, { name: 'Clio Silecek' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${fits}/fitment`,
      headers: seller.auth,
      payload: { vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: 'egea', yearFrom: 2015 }], oemNumbers: [] },
    });
    const buyer = await createActor(t.app);
    const car = await added(buyer, egea({ plate: '10 BB 100' }));
    for (const productId of [fits, other]) {
      await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: buyer.auth, payload: { productId } });
    }
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: buyer.auth,
      payload: {
        deliveryAddress: {
          fullName: 'Ali Veli',
          phone: '05321234567',
          city: 'bursa',
          district: 'Nilüfer',
          address: 'Cadde 1',
        },
        paymentMethod: 'kapida-odeme',
        acceptDocuments: true,
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const res = await t.app.inject({ url: `/api/vehicles/${car.id}/history`, headers: buyer.auth });
    expect(res.statusCode).toBe(200);
    const { orders } = res.json();
    expect(orders).toHaveLength(1);
    expect(orders[0].items.map((i: { name: string }) => i.name)).toEqual(['Egea Fren Diski']);
  });

  it('lists in a vehicle’s history the owner’s completed appointments booked for it, to the owner only', async () => {
    const workshop = await createActor(t.app, businessRow('Garaj Oto Servis'));
    await setHours(t.app, workshop);
    const owner = await createActor(t.app);
    const stranger = await createActor(t.app);
    const car = await added(owner, egea({ plate: '16 GR 161' }));
    const request = (who: Actor, time: string, service: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: who.auth,
        payload: { businessId: workshop.id, startsAt: istanbul(dayFromToday(5), time), service, vehicleId: car.id },
      });
    const book = async (who: Actor, time: string, service: string) => {
      const res = await request(who, time, service);
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().appointment.id as string;
    };
    const status = (id: string, value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${id}`,
        headers: workshop.auth,
        payload: { status: value },
      });
    const done = await book(owner, '10:00', 'Periyodik bakım');
    const waiting = await book(owner, '11:00', 'Fren kontrolü');
    // Someone else cannot book for the owner's vehicle, so nothing of theirs reaches its history.
    expect((await request(stranger, '14:30', 'Yağ değişimi')).statusCode).toBe(404);
    const WEEK = 7 * DAY;
    expect((await status(done, 'confirmed')).statusCode).toBe(200);
    // A job is completed once its time has come: the booking made ahead is moved a week back.
    await t.app.database.db.execute(
      sql`update appointments set starts_at = starts_at - interval '7 days', ends_at = ends_at - interval '7 days' where id = ${done}`,
    );
    expect((await status(done, 'completed')).statusCode).toBe(200);
    expect((await status(waiting, 'confirmed')).statusCode).toBe(200);

    const res = await t.app.inject({ url: `/api/vehicles/${car.id}/history`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointments).toEqual([
      {
        id: done,
        startsAt: new Date(Date.parse(istanbul(dayFromToday(5), '10:00')) - WEEK).toISOString(),
        service: 'Periyodik bakım',
        business: { id: workshop.id, name: 'Garaj Oto Servis' },
        finalPrice: null,
        km: null,
      },
    ]);
    // Another user cannot read it: the vehicle is as absent as a missing one.
    const theirs = await t.app.inject({ url: `/api/vehicles/${car.id}/history`, headers: stranger.auth });
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain('Periyodik bakım');
  });
});
