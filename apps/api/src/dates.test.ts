import { errorMessages } from '@otousta/shared/messages/tr';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentBlocks } from './modules/appointments/appointments.table.js';
import { type Actor, businessRow, createActor } from './test/actors.js';
import { beforeTests } from './test/before-tests.js';
import { setHours, splitWeek } from './test/hours.fixtures.js';
import { quoteRequest } from './test/quotes.fixtures.js';
import { useTestApp } from './test/test-app.js';

/**
 * Every route that takes a date or a time reads it with the one shared rule (packages/shared/src/schemas/dates.ts):
 * a day that does not exist, or a year outside 1900–2100, is a Turkish 400 — never a 500, never another day.
 */
describe('dates on every route', () => {
  const t = useTestApp();
  const business = beforeTests(() => createActor(t.app, businessRow('Tarihli Oto', { businessSector: ['fren'] })));
  const customer = beforeTests(() => createActor(t.app));
  let quoteId = '';

  beforeAll(async () => {
    await setHours(t.app, business);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: customer.auth,
      payload: quoteRequest({ businessIds: [business.id] }),
    });
    quoteId = quote.json().quote.id;
  });

  const at = (day: string) => `${day}T09:00:00+03:00`;
  const cursor = (text: string) => Buffer.from(text).toString('base64url');

  /** Each route with the date it takes, as a request for a given 'YYYY-MM-DD'. */
  const routes: [string, (who: { business: Actor; customer: Actor }, day: string) => InjectOptions][] = [
    [
      'appointments list from',
      ({ customer }, day) => ({ url: `/api/appointments?from=${day}`, headers: customer.auth }),
    ],
    [
      'appointments list to',
      ({ business }, day) => ({ url: `/api/appointments?as=business&to=${day}`, headers: business.auth }),
    ],
    ['slots of a day', ({ business }, day) => ({ url: `/api/businesses/${business.id}/slots?date=${day}` })],
    [
      'booking',
      ({ business, customer }, day) => ({
        method: 'POST',
        url: '/api/appointments',
        headers: customer.auth,
        payload: { businessId: business.id, startsAt: at(day), service: 'Periyodik bakım' },
      }),
    ],
    [
      'block',
      ({ business }, day) => ({
        method: 'POST',
        url: '/api/appointments/blocks',
        headers: business.auth,
        payload: { startsAt: at(day), endsAt: `${day}T10:00:00+03:00`, note: 'Tarih denemesi' },
      }),
    ],
    [
      'hours exception',
      ({ business }, day) => ({
        method: 'PUT',
        url: `/api/businesses/${business.id}/hours`,
        headers: business.auth,
        payload: { ...splitWeek, exceptions: [{ date: day, label: 'Bayram', ranges: [] }] },
      }),
    ],
    ...(['inspectionDue', 'insuranceDue', 'kaskoDue'] as const).map((field): (typeof routes)[number] => [
      `vehicle ${field}`,
      ({ customer }, day) => ({
        method: 'POST',
        url: '/api/vehicles',
        headers: customer.auth,
        payload: { plate: '35 TRH 35', vehicleType: 'araba', brand: 'fiat', model: 'Egea', year: 2020, [field]: day },
      }),
    ]),
    [
      "offer's earliest date",
      ({ business }, day) => ({
        method: 'POST',
        url: `/api/quotes/${quoteId}/offers`,
        headers: business.auth,
        payload: { priceMin: 1000, priceMax: 1500, duration: '2 saat', earliestDate: day },
      }),
    ],
    [
      "accepted offer's start",
      ({ customer }, day) => ({
        method: 'POST',
        url: `/api/quotes/${quoteId}/offers/${quoteId}/accept`,
        headers: customer.auth,
        payload: { startsAt: at(day) },
      }),
    ],
    [
      'birth date',
      ({ customer }, day) => ({
        method: 'PATCH',
        url: `/api/users/${customer.id}`,
        headers: customer.auth,
        payload: { birthDate: day },
      }),
    ],
    ['posts cursor', (_, day) => ({ url: `/api/posts?cursor=${cursor(`${day} 09:00:00.123456|x`)}` })],
  ];

  it.each(routes)('%s: an impossible day or a year outside 1900–2100 is a Turkish 400', async (_, request) => {
    const who = { business, customer };
    for (const day of [
      '2027-02-30',
      '2027-13-01',
      '0000-01-01',
      '0026-06-15',
      '1899-12-31',
      '2101-01-01',
      '9999-12-31',
    ]) {
      const res = await t.app.inject(request(who, day));
      expect(res.statusCode, `${day}: ${res.body}`).toBe(400);
      expect(res.json().message, day).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    }
  });

  it('a refused block stores nothing, and 30 February is never read as 2 March', async () => {
    for (const day of ['0000-01-01', '0026-01-01', '2027-02-30']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/blocks',
        headers: business.auth,
        payload: { startsAt: at(day), endsAt: `${day}T10:00:00+03:00` },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(
        day === '2027-02-30' ? errorMessages.INVALID_STARTS_AT : errorMessages.DATE_OUT_OF_RANGE,
      );
    }
    const stored = await t.app.database.db
      .select()
      .from(appointmentBlocks)
      .where(eq(appointmentBlocks.businessId, business.id));
    expect(stored).toEqual([]);
  });

  it('dates sent as milliseconds (a notifications cursor, a push expiry) stay inside the window', async () => {
    const beyond = Date.UTC(2101, 0, 1);
    const page = await t.app.inject({ url: `/api/notifications?cursor=${beyond}_x`, headers: customer.auth });
    expect(page.statusCode, page.body).toBe(400);
    const furthest = await t.app.inject({ url: '/api/notifications?cursor=999999999999999_x', headers: customer.auth });
    expect(furthest.statusCode, furthest.body).toBe(400);
    const push = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: customer.auth,
      payload: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/tarih-denemesi',
        expirationTime: 8.64e15,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    });
    expect(push.statusCode, push.body).toBe(400);
    expect(push.json().message).toBe(errorMessages.PUSH_EXPIRATION_INVALID);
  });

  it('the edges of the window and a leap day are taken', async () => {
    for (const day of ['1900-01-01', '2100-12-31', '2028-02-29']) {
      const res = await t.app.inject({ url: `/api/businesses/${business.id}/slots?date=${day}` });
      expect(res.statusCode, `${day}: ${res.body}`).toBe(200);
    }
    const notLeap = await t.app.inject({ url: `/api/businesses/${business.id}/slots?date=2100-02-29` });
    expect(notLeap.json().message).toBe(errorMessages.INVALID_DATE);
  });
});
