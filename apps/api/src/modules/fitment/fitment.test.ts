import { errorMessages } from '@otousta/shared/messages/tr';
import type { Product } from '@otousta/shared/schemas/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor } from '../../test/actors.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('fitment (Aracıma uyanlar)', () => {
  let t: TestApp;
  let seller: Actor;
  let otherSeller: Actor;
  let driver: Actor;
  let stranger: Actor;
  let egea2019: string;
  let brakeDisc: string;
  let wiper: string;
  let unspecified: string;

  const put = (actor: Actor, productId: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}/fitment`,
      headers: actor.auth,
      payload: body as object,
    });
  const catalogue = async (actor: Actor | undefined, query: string) =>
    t.app.inject({ url: `/api/products?${query}`, headers: actor?.auth ?? {} });
  const names = async (actor: Actor | undefined, query: string) =>
    ((await catalogue(actor, query)).json().products as Product[]).map((p) => p.name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createApprovedSeller(t.app, 'Anadolu Yedek Parça');
    otherSeller = await createApprovedSeller(t.app, 'Ege Oto Parça');
    driver = await createActor(t.app);
    stranger = await createActor(t.app);
    brakeDisc = await insertProduct(t.app, seller, { name: 'Fren Diski' });
    wiper = await insertProduct(t.app, seller, { name: 'Silecek', searchText: 'silecek' });
    unspecified = await insertProduct(t.app, seller, { name: 'Motor Yağı' });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: driver.auth,
      payload: { plate: '34 ABC 123', vehicleType: 'araba', brand: 'fiat', model: 'EGEA', year: 2019 },
    });
    egea2019 = added.json().vehicle.id;
  });
  afterAll(() => t?.close());

  it('lets the product’s seller say which vehicles it fits and its OEM numbers, read back by anybody', async () => {
    const res = await put(seller, brakeDisc, {
      vehicles: [
        { vehicleType: 'araba', brand: 'fiat', model: 'Egea', yearFrom: 2015, yearTo: 2022 },
        { vehicleType: 'araba', brand: 'renault', model: '', yearFrom: null, yearTo: null },
      ],
      oemNumbers: ['519-1234 ab', '51935455'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({ url: `/api/products/${brakeDisc}/fitment` });
    expect(read.json().fitment).toEqual({
      vehicles: [
        { vehicleType: 'araba', brand: 'fiat', brandLabel: 'Fiat', model: 'Egea', yearFrom: 2015, yearTo: 2022 },
        { vehicleType: 'araba', brand: 'renault', brandLabel: 'Renault', model: '', yearFrom: null, yearTo: null },
      ],
      oemNumbers: ['5191234AB', '51935455'],
    });
    await put(seller, wiper, {
      vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: 'Egea', yearTo: 2014 }],
      oemNumbers: [],
    });
  });

  it('saves two fitments of one product sent at once one after the other, leaving one of them whole', async () => {
    const product = await insertProduct(t.app, seller, { name: 'Debriyaj Seti' });
    const fits = (brand: string) => ({
      vehicles: ['A', 'B', 'C'].map((model) => ({ vehicleType: 'araba', brand, model })),
      oemNumbers: [],
    });
    const saved = await Promise.all([put(seller, product, fits('fiat')), put(seller, product, fits('renault'))]);
    expect(saved.map((res) => res.statusCode)).toEqual([200, 200]);
    const { vehicles } = (await t.app.inject({ url: `/api/products/${product}/fitment` })).json().fitment;
    expect(vehicles).toHaveLength(3);
    expect(new Set(vehicles.map((v: { brand: string }) => v.brand)).size).toBe(1);
  });

  it('lets no one else change a product’s fitment', async () => {
    const body = { vehicles: [], oemNumbers: [] };
    expect((await put(otherSeller, brakeDisc, body)).statusCode).toBe(403);
    expect((await put(stranger, brakeDisc, body)).statusCode).toBe(403);
    const read = await t.app.inject({ url: `/api/products/${brakeDisc}/fitment` });
    expect(read.json().fitment.vehicles).toHaveLength(2);
  });

  it('refuses bad fitment rows in Turkish', async () => {
    const cases: [unknown, keyof typeof errorMessages][] = [
      [{ vehicles: [{ vehicleType: 'araba', brand: 'ducati' }], oemNumbers: [] }, 'VEHICLE_BRAND_INVALID'],
      [
        { vehicles: [{ vehicleType: 'araba', brand: 'fiat', yearFrom: 2020, yearTo: 2010 }], oemNumbers: [] },
        'FITMENT_YEARS_INVALID',
      ],
      [{ vehicles: [], oemNumbers: ['x'] }, 'OEM_INVALID'],
      [{ vehicles: Array(51).fill({ vehicleType: 'araba', brand: 'fiat' }), oemNumbers: [] }, 'TOO_MANY_FITMENTS'],
    ];
    for (const [body, code] of cases) {
      const res = await put(seller, unspecified, body);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message, code).toBe(errorMessages[code]);
    }
  });

  it('narrows the catalogue to parts that fit the caller’s vehicle (model and years matched)', async () => {
    expect(await names(driver, `fits=${egea2019}`)).toEqual(['Fren Diski']);
  });

  it('counts a part that is made to fit later', async () => {
    const total = async () => (await catalogue(driver, `fits=${egea2019}`)).json().pagination.total;
    expect(await total()).toBe(1);
    const res = await put(seller, wiper, {
      vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: 'egea', yearFrom: null, yearTo: null }],
      oemNumbers: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await total()).toBe(2);
    await put(seller, wiper, {
      vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: 'Egea', yearTo: 2014 }],
      oemNumbers: [],
    });
    expect(await total()).toBe(1);
  });

  it('lists the same parts in the same order once it knows most of the catalogue fits and walks its order', async () => {
    // Fitting parts on both sides of the brake disc's price, and a part that fits another car between them.
    const egea = { vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: 'Egea' }], oemNumbers: [] };
    const added = [
      { name: 'Hava Filtresi', priceKurus: 12_000, fits: egea },
      { name: 'Buji Seti', priceKurus: 20_000, fits: { vehicles: [{ vehicleType: 'araba', brand: 'renault' }] } },
      { name: 'Polen Filtresi', priceKurus: 30_000, fits: egea },
      { name: 'Amortisör', priceKurus: 90_000, fits: egea },
    ];
    const ids: string[] = [];
    for (const { name, priceKurus, fits } of added) {
      const id = await insertProduct(t.app, seller, { name, priceKurus });
      expect((await put(seller, id, { oemNumbers: [], ...fits })).statusCode).toBe(200);
      ids.push(id);
    }
    try {
      const ordered = async () =>
        ((await catalogue(driver, `fits=${egea2019}&sort=price-low`)).json().products as Product[]).map((p) => p.name);
      const cheapestFirst = ['Hava Filtresi', 'Polen Filtresi', 'Fren Diski', 'Amortisör'];
      // Nobody has asked for the whole catalogue: the vehicle's first page counts its own matches, the second the
      // catalogue's beside it; from then on a page checks each product along the price order instead.
      expect(await ordered()).toEqual(cheapestFirst);
      expect(await ordered()).toEqual(cheapestFirst);
      expect(await ordered()).toEqual(cheapestFirst);
    } finally {
      // The later tests count the vehicle's parts without these.
      for (const id of ids) await put(seller, id, { vehicles: [], oemNumbers: [] });
    }
  });

  it('keeps a walking page true to each change of a part’s fitment, on later pages and with a search too', async () => {
    const page = async (n: number) =>
      ((await catalogue(driver, `fits=${egea2019}&sort=price-low&limit=1&page=${n}`)).json().products as Product[]).map(
        (p) => p.name,
      );
    const refit = (vehicles: unknown[]) => put(seller, wiper, { vehicles, oemNumbers: [] });
    const bothPages = async () => [...(await page(1)), ...(await page(2))].sort();
    // Counted on the first call, walked on the second.
    const searched = async () => [
      await names(driver, `fits=${egea2019}&q=sil`),
      await names(driver, `fits=${egea2019}&q=sil`),
    ];
    await page(1);
    expect((await refit([{ vehicleType: 'araba', brand: 'fiat', model: '' }])).statusCode).toBe(200);
    expect(await bothPages()).toEqual(['Fren Diski', 'Silecek']);
    expect(await searched()).toEqual([['Silecek'], ['Silecek']]);
    await refit([{ vehicleType: 'araba', brand: 'renault', model: 'Clio' }]);
    expect(await bothPages()).toEqual(['Fren Diski']);
    expect(await searched()).toEqual([[], []]);
    await refit([{ vehicleType: 'araba', brand: 'fiat', model: 'Egea', yearTo: 2014 }]);
    expect(await bothPages()).toEqual(['Fren Diski']);
  });

  it('never lists a part whose model only shares a digest with the driver’s, however the page is read', async () => {
    // 'araba|fiat|mpuu' and 'araba|fiat|m1ii7' have the same 32-bit digest (digests_of, migration 0029).
    const car = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: driver.auth,
      payload: { plate: '34 MPU 42', vehicleType: 'araba', brand: 'fiat', model: 'Mpuu', year: 2019 },
    });
    const mpuu = car.json().vehicle.id as string;
    const lookalike = await insertProduct(t.app, seller, { name: 'Benzer Kodlu Parça' });
    await put(seller, lookalike, {
      vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: 'M1ii7' }],
      oemNumbers: [],
    });
    const everyFiat = await insertProduct(t.app, seller, { name: 'Her Fiat’a Uyan Parça' });
    await put(seller, everyFiat, { vehicles: [{ vehicleType: 'araba', brand: 'fiat', model: '' }], oemNumbers: [] });
    // Read by its matches, then counted, then walked along the order with the digests.
    for (let i = 0; i < 3; i++) expect(await names(driver, `fits=${mpuu}`)).toEqual(['Her Fiat’a Uyan Parça']);
  });

  it('answers 404 for someone else’s vehicle and 401 when signed out', async () => {
    const res = await catalogue(stranger, `fits=${egea2019}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'VEHICLE_NOT_FOUND', message: errorMessages.VEHICLE_NOT_FOUND });
    expect((await catalogue(undefined, `fits=${egea2019}`)).statusCode).toBe(401);
  });

  it('finds parts by OEM number however it is written', async () => {
    expect(await names(undefined, 'oem=519-1234-AB')).toEqual(['Fren Diski']);
    expect(await names(undefined, 'oem=999999')).toEqual([]);
    expect((await catalogue(undefined, 'oem=a')).statusCode).toBe(400);
  });

  it('hides an inactive product’s fitment from everybody but its seller', async () => {
    const hidden = await insertProduct(t.app, seller, { name: 'Pasif Parça', status: 'inactive' });
    expect((await t.app.inject({ url: `/api/products/${hidden}/fitment` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/products/${hidden}/fitment`, headers: seller.auth })).statusCode).toBe(200);
  });
});
