import type { Appointment } from '@otousta/shared/schemas/appointments';
import { type QuoteView, quoteViewSchema } from '@otousta/shared/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { addVehicle } from '../../test/garage.fixtures.js';
import { dayFromToday, istanbul, setHours } from '../../test/hours.fixtures.js';
import { quoteRequest } from '../../test/quotes.fixtures.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * The one-car loop (docs/product.md §10): a request names a garage vehicle, and accepting an offer books the slot the
 * customer chose in the same transaction, or refuses it and leaves the request open.
 */
describe('a quote from the garage to a chosen slot', () => {
  const t = useTestApp();
  const customer = beforeTests(() => createActor(t.app, { firstName: 'Ayşe', lastName: 'Yılmaz' }));
  const stranger = beforeTests(() => createActor(t.app, { firstName: 'Zeynep' }));
  const business = beforeTests(async () => {
    const actor = await createActor(t.app, businessRow('Kaya Fren', { businessSector: ['fren'] }));
    // Every day 09:00–12:30 and 13:30–19:00, hour-long slots, one customer each.
    await setHours(t.app, actor);
    return actor;
  });

  const post = (who: Actor, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: who.auth });
  const get = (who: Actor, url: string) => t.app.inject({ method: 'GET', url, headers: who.auth });
  const myAppointments = async (who: Actor, as = 'customer') =>
    (await get(who, `/api/appointments?as=${as}&from=${dayFromToday(-1)}&to=${dayFromToday(30)}`)).json()
      .appointments as Appointment[];

  /** A request to the business and its offer (1.500–2.250,50 TL, from `earliestDate`): the ids to accept with. */
  async function offered(earliestDate = dayFromToday(1), extra: Record<string, unknown> = {}) {
    const created = await post(customer, '/api/quotes', quoteRequest({ businessIds: [business.id], ...extra }));
    expect(created.statusCode, created.body).toBe(201);
    const quote = quoteViewSchema.parse(created.json().quote);
    const res = await post(business, `/api/quotes/${quote.id}/offers`, {
      priceMin: 1500,
      priceMax: 2250.5,
      duration: '3 saat',
      earliestDate,
    });
    expect(res.statusCode, res.body).toBe(201);
    const offerId = res.json().quote.offers[0].id as string;
    return { quote, url: `/api/quotes/${quote.id}/offers/${offerId}/accept` };
  }

  it("takes the vehicle from the customer's garage: plate, type, brand, model and year", async () => {
    const vehicle = await addVehicle(t.app, customer, {
      plate: '35 KL 4821',
      brand: 'renault',
      model: 'Clio',
      year: 2016,
    });
    const res = await post(customer, '/api/quotes', {
      ...quoteRequest({ businessIds: [business.id] }),
      vehicleType: undefined,
      brand: undefined,
      model: undefined,
      year: undefined,
      vehicleId: vehicle.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quote).toMatchObject({
      vehicleId: vehicle.id,
      plate: '35KL4821',
      vehicleType: 'araba',
      brand: 'renault',
      model: 'Clio',
      year: 2016,
    });
    // The business reads the plate on its request too.
    const seen = await get(business, `/api/quotes/${res.json().quote.id}`);
    expect(seen.json().quote.plate).toBe('35KL4821');
  });

  it("refuses a vehicle of another customer's garage, and sends nothing", async () => {
    const hers = await addVehicle(t.app, stranger, { plate: '06 ZT 991' });
    const before = (await get(business, '/api/quotes?limit=50')).json().pagination.total as number;
    const res = await post(customer, '/api/quotes', quoteRequest({ businessIds: [business.id], vehicleId: hers.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'VEHICLE_NOT_FOUND', message: 'Araç bulunamadı.' });
    expect((await get(business, '/api/quotes?limit=50')).json().pagination.total).toBe(before);
  });

  it('without a vehicle from the garage asks for the vehicle fields', async () => {
    const res = await post(customer, '/api/quotes', {
      ...quoteRequest({ businessIds: [business.id] }),
      model: undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.model).toBe('Aracın türünü, markasını, modelini ve yılını girin.');
  });

  it('books the chosen slot with the vehicle, service, price range and request, for both sides to see', async () => {
    const vehicle = await addVehicle(t.app, customer, { plate: '34 TT 120' });
    const day = dayFromToday(2);
    const { quote, url } = await offered(day, { vehicleId: vehicle.id });
    const accepted = await post(customer, url, { startsAt: istanbul(day, '14:30') });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const body = accepted.json() as { quote: QuoteView; appointmentId: string };
    expect(body.quote).toMatchObject({ status: 'accepted', appointmentId: body.appointmentId });
    const expected = {
      id: body.appointmentId,
      status: 'requested',
      vehicleId: vehicle.id,
      plate: '34TT120',
      service: 'Fren: Fiat Egea 2019',
      quoteId: quote.id,
      priceMin: 1500,
      priceMax: 2250.5,
      finalPrice: null,
    };
    expect((await myAppointments(customer)).find((a) => a.id === body.appointmentId)).toMatchObject(expected);
    const theirs = (await myAppointments(business, 'business')).find((a) => a.id === body.appointmentId);
    expect(theirs).toMatchObject(expected);
    expect(Date.parse(theirs!.startsAt)).toBe(Date.parse(istanbul(day, '14:30')));
  });

  it('refuses a slot off the grid, outside the hours, taken, past or before the offer, and leaves the request open', async () => {
    const day = dayFromToday(3);
    const { quote, url } = await offered(day);
    // Another customer takes 10:00 first.
    const taken = await post(stranger, '/api/appointments', {
      businessId: business.id,
      startsAt: istanbul(day, '10:00'),
      service: 'Bakım',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const cases: [string, string, string][] = [
      [istanbul(day, '09:30'), 'APPOINTMENT_OUTSIDE_HOURS', 'off the grid'],
      [istanbul(day, '12:30'), 'APPOINTMENT_OUTSIDE_HOURS', 'in the lunch break'],
      [istanbul(day, '20:00'), 'APPOINTMENT_OUTSIDE_HOURS', 'after closing'],
      [istanbul(day, '10:00'), 'APPOINTMENT_SLOT_FULL', 'taken'],
      [istanbul(dayFromToday(2), '10:00'), 'ACCEPT_TIME_INVALID', 'before the earliest day'],
    ];
    for (const [startsAt, code, why] of cases) {
      const res = await post(customer, url, { startsAt });
      expect(res.statusCode, why).toBe(409);
      expect(res.json().code, why).toBe(code);
      expect(res.json().message, why).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    }
    const after = (await get(customer, `/api/quotes/${quote.id}`)).json().quote as QuoteView;
    expect(after).toMatchObject({ status: 'open', acceptedOfferId: null, appointmentId: null });
    expect(after.offers[0]!.status).toBe('pending');
    expect((await myAppointments(customer)).filter((a) => a.quoteId === quote.id)).toEqual([]);
    // The request stays open for a slot the business can take.
    expect((await post(customer, url, { startsAt: istanbul(day, '11:00') })).statusCode).toBe(200);
  });

  it('refuses a slot already past, even on the offer’s own day', async () => {
    const today = dayFromToday(0);
    const { quote, url } = await offered(today);
    const res = await post(customer, url, { startsAt: istanbul(today, '00:00') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'APPOINTMENT_IN_PAST', message: 'Geçmiş bir saate randevu alınamaz.' });
    expect((await get(customer, `/api/quotes/${quote.id}`)).json().quote.status).toBe('open');
  });

  it('accepts without an appointment only when the customer says the time is to be agreed', async () => {
    const { quote, url } = await offered();
    for (const payload of [
      undefined,
      {},
      { later: false },
      { startsAt: istanbul(dayFromToday(1), '10:00'), later: true },
    ]) {
      const res = await post(customer, url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(
        'Randevu için boş saatlerden birini seçin ya da zamanı işletmeyle konuşarak belirleyeceğinizi belirtin.',
      );
    }
    expect((await get(customer, `/api/quotes/${quote.id}`)).json().quote.status).toBe('open');
    const later = await post(customer, url, { later: true });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ appointmentId: null, quote: { status: 'accepted', appointmentId: null } });
  });
});
