import { formatMessages } from '@otousta/shared/messages/tr';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests, useServer } from '../../test/before-tests.js';
import { dayFromToday, istanbul, setHours } from '../../test/hours.fixtures.js';
import { quoteRequest } from '../../test/quotes.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { startTwoNodes } from '../../test/two-nodes.js';
import { appointments } from './appointments.table.js';

const env = loadConfig({ NODE_ENV: 'test' });

const book = (app: App, who: Actor, business: Actor, date: string, time: string) =>
  app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: who.auth,
    payload: { businessId: business.id, startsAt: istanbul(date, time), service: 'Periyodik bakım' },
  });

async function openBusiness(app: App, name: string): Promise<Actor> {
  const business = await createActor(app, businessRow(name));
  await setHours(app, business, { capacity: 5 });
  return business;
}

/**
 * A customer's requests awaiting an answer are limited, at one business and on one day, so nobody holds every slot of
 * a business's calendar (docs/product.md 'Appointments'); the limits come from APPOINTMENT_OPEN_REQUESTS_PER_*.
 */
describe('open appointment requests of a customer', () => {
  const t = useTestApp({ APPOINTMENT_OPEN_REQUESTS_PER_BUSINESS: '3', APPOINTMENT_OPEN_REQUESTS_PER_DAY: '2' });
  const shop = beforeTests(() => openBusiness(t.app, 'Sınırlı Servis'));

  it('at most 3 awaiting an answer at one business: the 4th is a Turkish 409; an answered or cancelled one frees a place', async () => {
    const customer = await createActor(t.app);
    const ids: string[] = [];
    for (const days of [2, 3, 4]) {
      const res = await book(t.app, customer, shop, dayFromToday(days), '10:00');
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().appointment.id);
    }
    const fourth = await book(t.app, customer, shop, dayFromToday(5), '10:00');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      statusCode: 409,
      code: 'APPOINTMENT_BUSINESS_REQUESTS_LIMIT',
      message: formatMessages.appointmentBusinessRequestsLimit(3),
    });
    // Another customer is not held back by this one.
    expect((await book(t.app, await createActor(t.app), shop, dayFromToday(5), '10:00')).statusCode).toBe(201);

    // Confirmed by the business: no longer awaiting an answer.
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${ids[0]}`,
      headers: shop.auth,
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await book(t.app, customer, shop, dayFromToday(5), '11:00')).statusCode).toBe(201);
    expect((await book(t.app, customer, shop, dayFromToday(6), '11:00')).statusCode).toBe(409);
    // Cancelled by the customer: a place again.
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${ids[1]}`,
      headers: customer.auth,
      payload: { status: 'cancelled', reason: 'Vazgeçtim' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await book(t.app, customer, shop, dayFromToday(6), '11:00')).statusCode).toBe(201);
  });

  it('at most 2 awaiting an answer on one day, at any businesses: the 3rd that day is a Turkish 409, another day is free', async () => {
    const customer = await createActor(t.app);
    const others = [await openBusiness(t.app, 'İkinci Servis'), await openBusiness(t.app, 'Üçüncü Servis')];
    const date = dayFromToday(8);
    expect((await book(t.app, customer, shop, date, '09:00')).statusCode).toBe(201);
    expect((await book(t.app, customer, others[0]!, date, '14:30')).statusCode).toBe(201);
    const third = await book(t.app, customer, others[1]!, date, '16:30');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      statusCode: 409,
      code: 'APPOINTMENT_DAY_REQUESTS_LIMIT',
      message: formatMessages.appointmentDayRequestsLimit(2),
    });
    expect((await book(t.app, customer, others[1]!, dayFromToday(9), '16:30')).statusCode).toBe(201);
  });

  it('does not count the appointments accepted quote offers booked: the business offered them', async () => {
    const customer = await createActor(t.app);
    const garage = await createActor(t.app, businessRow('Teklif Servis', { businessSector: ['fren', 'genel'] }));
    await setHours(t.app, garage, { capacity: 5 });
    const date = dayFromToday(10);
    for (const time of ['09:00', '10:00', '11:00']) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: customer.auth,
        payload: quoteRequest({ businessIds: [garage.id] }),
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const quoteId = asked.json().quote.id as string;
      const offered = await t.app.inject({
        method: 'POST',
        url: `/api/quotes/${quoteId}/offers`,
        headers: garage.auth,
        payload: { priceMin: 1000, priceMax: 1500, duration: '2 saat', earliestDate: date },
      });
      expect(offered.statusCode, offered.body).toBe(201);
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/quotes/${quoteId}/offers/${offered.json().quote.offers[0].id}/accept`,
        headers: customer.auth,
        payload: { startsAt: istanbul(date, time) },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    // Three booked from offers, awaiting the business's answer; the customer's own requests still have their places.
    expect((await book(t.app, customer, garage, dayFromToday(11), '09:00')).statusCode).toBe(201);
    expect((await book(t.app, customer, garage, date, '14:30')).statusCode).toBe(201);
  });
});

/** Requests sent all at once, through two API nodes on one PostgreSQL, count each other. */
describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('open appointment requests across two API nodes', () => {
  const nodes = useServer(() => startTwoNodes());

  it('a customer requesting 12 slots of one business at once holds exactly 3; the rest get a clear 409', async () => {
    const business = await openBusiness(nodes.nodeA, 'Eşzamanlı Servis');
    const customer = await createActor(nodes.nodeA);
    const slots = [2, 3, 4].flatMap((days) =>
      ['09:00', '10:00', '11:00', '14:30'].map((time) => [dayFromToday(days), time] as const),
    );
    const answers = await Promise.all(
      slots.map(([date, time], i) => book(i % 2 ? nodes.nodeB : nodes.nodeA, customer, business, date, time)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array.from({ length: 9 }, () => 'APPOINTMENT_BUSINESS_REQUESTS_LIMIT'),
    );
    const stored = await nodes.nodeA.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.customerId, customer.id), eq(appointments.status, 'requested')));
    expect(stored).toHaveLength(3);
  });
});
