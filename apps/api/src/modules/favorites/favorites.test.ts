import type { FavoriteBusiness } from '@otousta/shared/schemas/garage';
import type { Product } from '@otousta/shared/schemas/shop';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor, requestAs } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';

describe('favourites (Favorilerim)', () => {
  const t = useTestApp();
  const ayse = beforeTests(() => createActor(t.app));
  const mehmet = beforeTests(() => createActor(t.app));
  const garage = beforeTests(() => createActor(t.app, businessRow('Usta Oto Servis')));
  let product: string;

  const send = requestAs(t);
  const mine = async (actor: Actor) =>
    (await t.app.inject({ url: '/api/favorites', headers: actor.auth })).json() as {
      businesses: FavoriteBusiness[];
      products: Product[];
    };

  beforeAll(async () => {
    const seller = await createApprovedSeller(t.app, 'Anadolu Yedek Parça');
    product = await insertProduct(t.app, seller, { name: 'Hava Filtresi' });
  });

  it('keeps a favourite business and product once, however often they are added, and lists them', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await send('PUT', `/api/favorites/${garage.id}`, ayse)).statusCode).toBe(204);
      expect((await send('PUT', `/api/favorites/products/${product}`, ayse)).statusCode).toBe(204);
    }
    const list = await mine(ayse);
    expect(list.businesses.map((b) => b.businessName)).toEqual(['Usta Oto Servis']);
    expect(list.products.map((p) => p.name)).toEqual(['Hava Filtresi']);
    const ids = await t.app.inject({ url: '/api/favorites/ids', headers: ayse.auth });
    expect(ids.json()).toEqual({ businessIds: [garage.id], productIds: [product] });
    const exported = await t.app.inject({ url: '/api/users/me/export', headers: ayse.auth });
    expect(exported.json().favorites).toEqual({ businessIds: [garage.id], productIds: [product] });
  });

  it('shows each user only their own favourites; removing touches only one’s own', async () => {
    expect(await mine(mehmet)).toEqual({ businesses: [], products: [] });
    expect((await send('DELETE', `/api/favorites/${garage.id}`, mehmet)).statusCode).toBe(204);
    expect((await mine(ayse)).businesses).toHaveLength(1);
    expect((await send('DELETE', `/api/favorites/${garage.id}`, ayse)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/favorites/products/${product}`, ayse)).statusCode).toBe(204);
    expect(await mine(ayse)).toEqual({ businesses: [], products: [] });
  });

  it('refuses a customer account or an unknown product as a favourite (404), and the signed-out (401)', async () => {
    const res = await send('PUT', `/api/favorites/${mehmet.id}`, ayse);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BUSINESS_NOT_FOUND');
    expect((await send('PUT', '/api/favorites/products/yok', ayse)).statusCode).toBe(404);
    expect((await send('PUT', `/api/favorites/${garage.id}`)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/favorites' })).statusCode).toBe(401);
  });
});
