import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Kadıköy and Beşiktaş (İstanbul) and Alsancak (İzmir): a box around Kadıköy holds only the first.
const KADIKOY = { businessLatitude: 40.9903, businessLongitude: 29.0275 };
const BESIKTAS = { businessLatitude: 41.0422, businessLongitude: 29.0083 };
const KADIKOY_BOX = '29.00,40.97,29.05,41.01';

describe('the business list in a map box and above a rating', () => {
  let t: TestApp;
  let kadikoy: Actor;
  let besiktas: Actor;
  let izmir: Actor;
  let unlocated: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    kadikoy = await createActor(
      t.app,
      businessRow('Kadıköy Oto Elektrik', { city: 'istanbul', ...KADIKOY, rating: 4.6 }),
    );
    besiktas = await createActor(t.app, businessRow('Beşiktaş Lastik', { city: 'istanbul', ...BESIKTAS, rating: 3.2 }));
    izmir = await createActor(t.app, businessRow('Alsancak Kaporta', { city: 'izmir', rating: 5 }));
    unlocated = await createActor(
      t.app,
      businessRow('Konumsuz Servis', { city: 'istanbul', businessLatitude: null, businessLongitude: null, rating: 4 }),
    );
  });
  afterAll(() => t?.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/users/service-providers?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { serviceProviders: { id: string; distanceKm?: number }[]; count: number };
    return { ids: body.serviceProviders.map((b) => b.id).sort(), count: body.count, items: body.serviceProviders };
  };

  it('lists and counts only the businesses whose pin lies inside the box, whatever the city', async () => {
    expect(await list(`bbox=${KADIKOY_BOX}`)).toMatchObject({ ids: [kadikoy.id], count: 1 });
    // A box over both sides of the Bosphorus: both İstanbul pins, not İzmir's, not the business without a pin.
    const both = await list('bbox=28.9,40.9,29.1,41.1');
    expect(both).toMatchObject({ ids: [kadikoy.id, besiktas.id].sort(), count: 2 });
    expect(both.ids).not.toContain(unlocated.id);
    // A box with no pin in it: an empty page, not the whole country.
    expect(await list('bbox=30,40,30.1,40.1')).toMatchObject({ ids: [], count: 0 });
  });

  it('keeps the other filters and lists the box nearest its centre first, without distances from it', async () => {
    expect((await list('bbox=28.9,40.9,29.1,41.1&city=izmir')).ids).toEqual([]);
    // The centre (41.0, 29.0) is nearer Kadıköy (1.1 km) than Beşiktaş (4.7 km).
    const box = await list('bbox=28.95,40.95,29.05,41.05');
    expect(box.items.map((b) => b.id)).toEqual([kadikoy.id, besiktas.id]);
    expect(box.items[0]?.distanceKm).toBeUndefined();
    // With one's own position the distances are from it.
    const near = await list(`bbox=28.9,40.9,29.1,41.1&near=${BESIKTAS.businessLatitude},${BESIKTAS.businessLongitude}`);
    expect(near.items.map((b) => b.id)).toEqual([besiktas.id, kadikoy.id]);
    expect(near.items[0]?.distanceKm).toBe(0);
  });

  it('refuses a box that is not four numbers west,south,east,north in range, in Turkish', async () => {
    for (const bad of ['29,41', '29.05,40.97,29.00,41.01', '29,41,29,41', '200,40,201,41', 'a,b,c,d', '29,95,30,96']) {
      const res = await t.app.inject({ url: `/api/users/service-providers?bbox=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toContain('Harita alanı');
    }
  });

  it('lists only businesses rated at least minRating stars, and refuses anything but 1 to 5', async () => {
    expect((await list('city=istanbul&minRating=4')).ids).toEqual([kadikoy.id, unlocated.id].sort());
    expect((await list('minRating=5')).ids).toEqual([izmir.id]);
    expect((await list('city=istanbul&minRating=3')).count).toBe(3);
    expect((await list(`bbox=${KADIKOY_BOX}&minRating=5`)).count).toBe(0);
    for (const bad of ['0', '6', '4.5', 'iyi']) {
      const res = await t.app.inject({ url: `/api/users/service-providers?minRating=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toContain('En düşük puan');
    }
  });
});
