import { todayInTurkey } from '@otousta/shared/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { quoteRequest } from '../../test/quotes.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { createPricesService } from './prices.service.js';

const izmirBrakes = { sector: 'fren', vehicleType: 'araba', city: 'izmir' };

describe('fair price', () => {
  const t = useTestApp();
  const customer = beforeTests(() => createActor(t.app, { firstName: 'Ayşe' }));
  const brakes = beforeTests(() => createActor(t.app, businessRow('Kaya Fren', { businessSector: ['fren'] })));
  const prices = beforeTests(async () => createPricesService({ db: t.app.database.db }));

  const estimate = (query: Record<string, string>) =>
    t.app.inject({ url: `/api/prices/estimate?${new URLSearchParams(query)}` });
  /** An accepted offer of `min`–`max` TL on a job of its own. */
  const accepted = (key: string, min: number, max: number, group = izmirBrakes) =>
    t.app.database.db.transaction((tx) => prices.offerAccepted(tx, key, group, min * 100, max * 100));
  const post = (who: Actor, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.auth, ...(payload ? { payload } : {}) });
  const offer = (priceMin: number, priceMax: number) => ({
    priceMin,
    priceMax,
    duration: '2 saat',
    earliestDate: todayInTurkey(),
  });

  it('says nothing under 5 data points, and the exact min, max and median from 5 on', async () => {
    expect((await estimate(izmirBrakes)).json()).toEqual({ estimate: null });
    for (const [i, [min, max]] of [
      [1000, 1400],
      [1500, 1500],
      [1800, 2000],
      [2500, 2500],
    ].entries()) {
      await accepted(`q${i}`, min!, max!);
    }
    // Four jobs (middles 1200, 1500, 1900, 2500): not enough to call anything usual.
    expect((await estimate(izmirBrakes)).json()).toEqual({ estimate: null });
    await accepted('q4', 3000, 3000);
    expect((await estimate(izmirBrakes)).json()).toEqual({
      estimate: { min: 1200, max: 3000, median: 1900, count: 5 },
    });
    // Six points: the median is the mean of the middle two (1600, 1900); another city or vehicle type is another group.
    await accepted('q5', 1600, 1600);
    await accepted('elsewhere', 9000, 9000, { ...izmirBrakes, city: 'ankara' });
    expect((await estimate(izmirBrakes)).json().estimate).toEqual({ min: 1200, max: 3000, median: 1750, count: 6 });
    expect((await estimate({ ...izmirBrakes, vehicleType: 'motorsiklet' })).json()).toEqual({ estimate: null });

    // A job's final price replaces its accepted offer's middle: still six jobs.
    await t.app.database.db.transaction((tx) => prices.jobCompleted(tx, { quoteId: 'q4', finalPrice: 4000_00 }));
    expect((await estimate(izmirBrakes)).json().estimate).toEqual({ min: 1200, max: 4000, median: 1750, count: 6 });
  });

  it('refuses an estimate query without its sector, vehicle type and city, in Turkish', async () => {
    const res = await estimate({ sector: 'fren', city: 'izmir' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Fiyat aralığı için sektör, araç türü ve il gerekli.');
  });

  it('an accepted offer counts at once, and each offer says whether it is below, within or above the usual range', async () => {
    const motorbikes = { ...izmirBrakes, vehicleType: 'motorsiklet' };
    for (const i of [1, 2, 3, 4]) await accepted(`m${i}`, 1000 + i * 100, 1000 + i * 100, motorbikes);
    const request = async () => {
      const res = await post(
        customer,
        '/api/quotes',
        quoteRequest({ vehicleType: 'motorsiklet', brand: 'honda', model: 'PCX', businessIds: [brakes.id] }),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().quote.id as string;
    };
    const first = await request();
    const sent = await post(brakes, `/api/quotes/${first}/offers`, offer(1400, 1600));
    // Four data points: no range yet, no band.
    expect(sent.json().quote.offers[0].priceBand).toBeNull();
    const accept = await post(customer, `/api/quotes/${first}/offers/${sent.json().quote.offers[0].id}/accept`, {
      later: true,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect((await estimate(motorbikes)).json().estimate).toEqual({ min: 1100, max: 1500, median: 1300, count: 5 });

    for (const [min, max, band] of [
      [500, 900, 'below'],
      [1000, 1200, 'within'],
      [1600, 2000, 'above'],
    ] as const) {
      const id = await request();
      const view = (await post(brakes, `/api/quotes/${id}/offers`, offer(min, max))).json().quote;
      expect(view.offers[0].priceBand).toBe(band);
      const mine = (await t.app.inject({ url: `/api/quotes/${id}`, headers: customer.auth })).json().quote;
      expect(mine.priceEstimate).toEqual({ min: 1100, max: 1500, median: 1300, count: 5 });
      expect(mine.offers[0].priceBand).toBe(band);
    }
  });
});
