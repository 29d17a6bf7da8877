import { errorMessages } from '@otousta/shared/messages/tr';
import type { Product } from '@otousta/shared/schemas/shop';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { testImage } from '../../test/images.js';
import { type MultipartFilePart, multipart } from '../../test/multipart.js';
import { createApprovedSeller } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { users } from '../users/users.table.js';
import { products } from './products.table.js';

const productData = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ön Fren Balatası Takımı',
  description: 'Fiat Egea ve Doblo ile uyumlu, seramik katkılı ön fren balatası.',
  price: 849.9,
  stock: 12,
  category: 'fren',
  brand: 'Bosch',
  condition: 'new',
  universal: true,
  sellerId: 'yok-sayilir',
  ...overrides,
});

const photo = async (name = 'balata.jpg', color = '#aa3300'): Promise<MultipartFilePart> => ({
  field: 'photos',
  filename: name,
  contentType: 'image/jpeg',
  buffer: await testImage({ width: 80, height: 60, color }),
});

describe('products', () => {
  const t = useTestApp();
  const seller = beforeTests(() => createApprovedSeller(t.app, 'Anadolu Yedek Parça'));
  const otherSeller = beforeTests(() => createApprovedSeller(t.app, 'Ege Oto Parça'));
  const customer = beforeTests(() => createActor(t.app));

  function send(
    method: 'POST' | 'PUT',
    url: string,
    actor: Actor | undefined,
    data: unknown,
    files: MultipartFilePart[] = [],
  ) {
    const body = multipart({ fields: { productData: JSON.stringify(data) }, files });
    return t.app.inject({ method, url, headers: { ...(actor?.auth ?? {}), ...body.headers }, payload: body.payload });
  }
  const create = (actor: Actor | undefined, data: unknown, files: MultipartFilePart[] = []) =>
    send('POST', '/api/products', actor, data, files);

  async function created(actor: Actor, overrides: Record<string, unknown> = {}, files: MultipartFilePart[] = []) {
    const res = await create(actor, productData(overrides), files);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().product as Product;
  }

  describe('adding', () => {
    it('an approved seller adds a product with photos and gets the documented answer', async () => {
      const res = await create(seller, productData(), [await photo('a.jpg'), await photo('b.jpg', '#0033aa')]);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Ürün başarıyla eklendi!' });
      expect(body.product).toMatchObject({
        name: 'Ön Fren Balatası Takımı',
        price: 849.9,
        stock: 12,
        status: 'active',
        sellerId: seller.id,
        // A business seller: the product page can send a buyer to its business page.
        seller: { id: seller.id, businessName: 'Anadolu Yedek Parça', userType: 'isletme' },
      });
      expect(body.product.photos).toHaveLength(2);
      const image = await t.app.inject({ method: 'GET', url: body.product.photos[0] });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('needs a signed-in approved seller: 401, then 403 for a customer and for a pending applicant', async () => {
      expect((await create(undefined, productData())).statusCode).toBe(401);
      const asCustomer = await create(customer, productData());
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toMatchObject({
        code: 'SELLER_NOT_APPROVED',
        message: errorMessages.SELLER_NOT_APPROVED,
      });
      const pending = await createActor(t.app, { sellerApplicationStatus: 'pending' });
      expect((await create(pending, productData())).statusCode).toBe(403);
      // The admin role approves sellers; it does not make one.
      const admin = await createActor(t.app, { role: 'admin' });
      expect((await create(admin, productData())).statusCode).toBe(403);
    });

    it('gives the documented messages of the product form', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'Ürün adı gereklidir'],
        [{ description: '   ' }, 'Ürün açıklaması gereklidir'],
        [{ price: 0 }, 'Geçerli bir fiyat giriniz'],
        [{ stock: -1 }, 'Geçerli bir stok miktarı giriniz'],
        [{ stock: 1.5 }, 'Geçerli bir stok miktarı giriniz'],
        [{ category: '' }, 'Kategori seçiniz'],
        [{ brand: '' }, 'Marka gereklidir'],
      ];
      for (const [override, message] of cases) {
        const res = await create(seller, productData(override));
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toBe(message);
      }
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...seller.auth, ...multipart({ fields: { productData: '{bozuk' } }).headers },
        payload: multipart({ fields: { productData: '{bozuk' } }).payload,
      });
      expect(broken.statusCode).toBe(400);
    });

    it('needs the vehicles it fits, an OEM number or "Evrensel", and saves the fitment with the product', async () => {
      const bare = await create(seller, productData({ universal: undefined }));
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({ code: 'FITMENT_REQUIRED', message: errorMessages.FITMENT_REQUIRED });
      const empty = await create(seller, productData({ universal: false, fitment: { vehicles: [], oemNumbers: [] } }));
      expect(empty.statusCode).toBe(400);

      const fitting = await created(seller, {
        universal: undefined,
        fitment: {
          vehicles: [{ vehicleType: 'araba', brand: 'toyota', model: 'Corolla', yearFrom: 2013, yearTo: 2018 }],
          oemNumbers: [],
        },
      });
      expect(fitting).toMatchObject({ universal: false, fitmentMissing: false });
      const saved = await t.app.inject({ url: `/api/products/${fitting.id}/fitment` });
      expect(saved.json().fitment.vehicles).toMatchObject([{ brand: 'toyota', model: 'Corolla' }]);
      const oem = await created(seller, {
        universal: undefined,
        fitment: { vehicles: [], oemNumbers: ['04465-02220'] },
      });
      expect(oem.fitmentMissing).toBe(false);
      expect((await created(seller)).universal).toBe(true);
    });

    it('writes no product when its fitment cannot be saved', async () => {
      const db = t.app.database.db;
      // The database refuses every OEM number, after the product row would have been written.
      await db.execute(sql`create function refuse_oem() returns trigger language plpgsql as $$
        begin raise exception 'OEM numarası kaydedilemedi'; end $$`);
      await db.execute(sql`create trigger refuse_oem before insert on product_oem_numbers
        for each row execute function refuse_oem()`);
      const name = 'Kaydedilemeyen Balata';
      try {
        const res = await create(
          seller,
          productData({ name, universal: undefined, fitment: { vehicles: [], oemNumbers: ['04465-02220'] } }),
        );
        expect(res.statusCode).toBe(500);
      } finally {
        await db.execute(sql`drop trigger refuse_oem on product_oem_numbers`);
        await db.execute(sql`drop function refuse_oem`);
      }
      expect(await db.select().from(products).where(eq(products.name, name))).toEqual([]);
    });

    it("flags a product saved before fitment was asked for until its seller adds it or ticks 'Evrensel'", async () => {
      const old = await created(seller);
      // As products listed before the rule are stored.
      await t.app.database.db.update(products).set({ universal: false }).where(eq(products.id, old.id));
      const mine = async () => {
        const res = await t.app.inject({ url: '/api/seller/products?limit=48', headers: seller.auth });
        return (res.json().products as Product[]).find((p) => p.id === old.id)!;
      };
      expect((await mine()).fitmentMissing).toBe(true);
      const fitment = { vehicles: [], oemNumbers: ['0986494554'] };
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${old.id}/fitment`,
        headers: seller.auth,
        payload: fitment,
      });
      expect(put.statusCode).toBe(200);
      expect((await mine()).fitmentMissing).toBe(false);
      // Another seller cannot describe someone else's product.
      const other = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${old.id}/fitment`,
        headers: otherSeller.auth,
        payload: fitment,
      });
      expect(other.statusCode).toBe(403);
    });

    it('takes at most 10 photos, images only', async () => {
      const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => photo(`p${i}.jpg`)));
      const res = await create(seller, productData(), eleven);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Maksimum 10 fotoğraf yükleyebilirsiniz.');
      const text: MultipartFilePart = {
        field: 'photos',
        filename: 'x.jpg',
        contentType: 'image/jpeg',
        buffer: Buffer.from('merhaba'),
      };
      expect((await create(seller, productData(), [text])).statusCode).toBe(415);
    });
  });

  describe('editing', () => {
    it("keeps 'Evrensel' as saved when an edit leaves it out, and changes it only when sent", async () => {
      const universal = await created(seller);
      const fitting = await created(seller, {
        universal: undefined,
        fitment: { vehicles: [], oemNumbers: ['1809388'] },
      });
      const edit = (p: Product, changes: Record<string, unknown>) =>
        send('PUT', `/api/products/${p.id}`, seller, productData({ universal: undefined, ...changes }));

      expect((await edit(universal, { stock: 3 })).json().product).toMatchObject({ universal: true, stock: 3 });
      expect((await edit(fitting, { stock: 3 })).json().product).toMatchObject({
        universal: false,
        fitmentMissing: false,
      });
      expect((await edit(universal, { universal: false })).json().product).toMatchObject({
        universal: false,
        fitmentMissing: true,
      });
    });

    it('the owner keeps some saved photos, adds new ones and changes fields', async () => {
      const product = await created(seller, {}, [await photo('1.jpg'), await photo('2.jpg'), await photo('3.jpg')]);
      const [first, second, third] = product.photos;
      const res = await send(
        'PUT',
        `/api/products/${product.id}`,
        seller,
        productData({ name: 'Arka Fren Balatası', price: 500, originalPrice: 650, keepPhotos: [third, first] }),
        [await photo('4.jpg')],
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Ürün başarıyla güncellendi!' });
      expect(body.product).toMatchObject({
        name: 'Arka Fren Balatası',
        price: 500,
        originalPrice: 650,
        discountPercent: 23,
      });
      expect(body.product.photos.slice(0, 2)).toEqual([third, first]);
      expect(body.product.photos).toHaveLength(3);
      // The removed photo is gone from storage.
      expect((await t.app.inject({ method: 'GET', url: second! })).statusCode).toBe(404);
    });

    it('keeps units sold while the seller had the form open sold', async () => {
      const product = await created(seller, { stock: 5 });
      const buyer = await createActor(t.app);
      const buy = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: buyer.auth, payload });
      expect((await buy('/api/cart/items', { productId: product.id, quantity: 2 })).statusCode).toBeLessThan(300);
      const order = await buy('/api/orders/checkout', {
        deliveryAddress: {
          fullName: 'Alıcı Kişi',
          phone: '0532 111 22 33',
          city: 'İzmir',
          district: 'Bornova',
          address: 'Kazımdirik Mah. 372. Sok. No: 5',
        },
        paymentMethod: 'kapida-odeme',
        acceptDocuments: true,
      });
      expect(order.statusCode, order.body).toBe(201);
      // The form still shows 5: the seller adds 3 units they received, and saves other fields without touching stock.
      const restocked = await send(
        'PUT',
        `/api/products/${product.id}`,
        seller,
        productData({ stock: 8, stockSeen: 5 }),
      );
      expect(restocked.json().product.stock).toBe(6);
      const renamed = await send(
        'PUT',
        `/api/products/${product.id}`,
        seller,
        productData({ name: 'Ön Balata', stock: 5, stockSeen: 5 }),
      );
      expect(renamed.json().product).toMatchObject({ name: 'Ön Balata', stock: 6 });
      // Stock never goes below zero, and without `stockSeen` the figure is set as given.
      const cleared = await send('PUT', `/api/products/${product.id}`, seller, productData({ stock: 0, stockSeen: 9 }));
      expect(cleared.json().product.stock).toBe(0);
      const set = await send('PUT', `/api/products/${product.id}`, seller, productData({ stock: 4 }));
      expect(set.json().product.stock).toBe(4);
    });

    it('refuses more than 10 photos in total', async () => {
      const product = await created(
        seller,
        {},
        await Promise.all(Array.from({ length: 8 }, (_, i) => photo(`k${i}.jpg`))),
      );
      const res = await send('PUT', `/api/products/${product.id}`, seller, productData(), [
        await photo('y1.jpg'),
        await photo('y2.jpg'),
        await photo('y3.jpg'),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Maksimum 10 fotoğraf yükleyebilirsiniz.');
    });

    it('another seller or a customer cannot edit, toggle or delete it; unknown ids are 404', async () => {
      const product = await created(seller);
      const url = `/api/products/${product.id}`;
      expect((await send('PUT', url, otherSeller, productData({ name: 'Çalıntı' }))).statusCode).toBe(403);
      expect((await send('PUT', url, customer, productData({ name: 'Çalıntı' }))).statusCode).toBe(403);
      expect((await send('PUT', url, undefined, productData())).statusCode).toBe(401);
      const toggle = await t.app.inject({
        method: 'PATCH',
        url: `${url}/status`,
        headers: otherSeller.auth,
        payload: { status: 'inactive' },
      });
      expect(toggle.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url, headers: otherSeller.auth })).statusCode).toBe(403);
      const [row] = await t.app.database.db.select().from(products).where(eq(products.id, product.id));
      expect(row).toMatchObject({ name: product.name, status: 'active' });
      expect((await send('PUT', '/api/products/yok', seller, productData())).statusCode).toBe(404);
    });

    it('the owner turns it inactive: it leaves the catalogue, only the owner still opens it', async () => {
      const product = await created(seller, { name: 'Pasif Olacak Amortisör', category: 'suspansiyon' });
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}/status`,
        headers: seller.auth,
        payload: { status: 'inactive' },
      });
      expect(res.json().product.status).toBe('inactive');
      const list = await t.app.inject({ method: 'GET', url: '/api/products?q=pasif olacak' });
      expect(list.json().products).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
      const own = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: seller.auth });
      expect(own.statusCode).toBe(200);
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/seller/products?status=inactive',
        headers: seller.auth,
      });
      expect(mine.json().products.map((p: Product) => p.id)).toContain(product.id);
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}/status`,
        headers: seller.auth,
        payload: { status: 'silindi' },
      });
      expect(bad.json().message).toBe(errorMessages.INVALID_PRODUCT_STATUS);
    });

    it('the owner deletes it', async () => {
      const product = await created(seller, {}, [await photo()]);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: seller.auth });
      expect(res.json()).toMatchObject({ success: true });
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: product.photos[0]! })).statusCode).toBe(404);
    });
  });

  describe('catalogue', () => {
    let cheap: Product;
    let dear: Product;
    let campaign: Product;
    beforeAll(async () => {
      const shop = await createApprovedSeller(t.app, 'Katalog Dükkânı');
      cheap = await created(shop, { name: 'Yağ Filtresi', category: 'filtre', brand: 'Mann', price: 120, stock: 40 });
      dear = await created(shop, {
        name: 'Şanzıman Takozu',
        category: 'motor',
        brand: 'Lemförder',
        price: 2400,
        originalPrice: 2600,
      });
      campaign = await created(shop, {
        name: 'Akü 72 Ah',
        category: 'akü',
        brand: 'Varta',
        price: 3000,
        originalPrice: 4000,
      });
      await t.app.database.db
        .update(products)
        .set({ reviewCount: 50, rating: 4.9 })
        .where(eq(products.id, campaign.id));
    });

    const ids = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json().products as Product[]).map((p) => p.id);
    };

    it('finds products with or without Turkish letters and in any case', async () => {
      expect(await ids('q=sanziman')).toEqual([dear.id]);
      expect(await ids(`q=${encodeURIComponent('ŞANZIMAN takoz')}`)).toEqual([dear.id]);
      expect(await ids('q=yag filtre')).toEqual([cheap.id]);
      expect(await ids('q=hicbiryerdeyok')).toEqual([]);
    });

    it('finds products despite a typo, as the business search does', async () => {
      const shop = await createApprovedSeller(t.app, 'Yazım Hatası Dükkânı');
      const pads = await created(shop, {
        name: 'Toyota Corolla Ön Fren Balatası',
        description: 'Seramik katkılı ön balata takımı.',
      });
      const found = await ids(`q=${encodeURIComponent('corola balata')}`);
      expect(found).toContain(pads.id);
      expect(found).not.toContain(cheap.id);
      expect(await ids('q=korolla')).toContain(pads.id);
    });

    it('filters by category and sorts by price and popularity', async () => {
      expect(await ids(`category=${encodeURIComponent('akü')}`)).toEqual([campaign.id]);
      const shopIds = [cheap.id, dear.id, campaign.id];
      const low = (await ids('sort=price-low&limit=48')).filter((id) => shopIds.includes(id));
      expect(low).toEqual([cheap.id, dear.id, campaign.id]);
      const high = (await ids('sort=price-high&limit=48')).filter((id) => shopIds.includes(id));
      expect(high).toEqual([campaign.id, dear.id, cheap.id]);
      expect((await ids('sort=popular'))[0]).toBe(campaign.id);
      expect((await ids('sort=rating'))[0]).toBe(campaign.id);
    });

    it('has the footer views: discounted, campaigns (20 % off or more), new', async () => {
      const discounted = await ids('view=discounted&limit=48');
      expect(discounted).toEqual(expect.arrayContaining([dear.id, campaign.id]));
      expect(discounted).not.toContain(cheap.id);
      const campaigns = await ids('view=campaigns&limit=48');
      expect(campaigns).toContain(campaign.id);
      expect(campaigns).not.toContain(dear.id);
      expect(await ids('view=new&limit=48')).toEqual(expect.arrayContaining([cheap.id, dear.id, campaign.id]));
    });

    it('pages with totals, and refuses unknown sort values in Turkish', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=1&page=2' });
      expect(res.json().products).toHaveLength(1);
      expect(res.json().pagination).toMatchObject({ page: 2, limit: 1 });
      expect(res.json().pagination.pages).toBe(res.json().pagination.total);
      const bad = await t.app.inject({ method: 'GET', url: '/api/products?sort=ucuz' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(errorMessages.VALIDATION);
    });

    it('keeps a total only until a write changes what its filters match', async () => {
      const shop = await createApprovedSeller(t.app, 'Sayaç Parça');
      const total = async (query: string) =>
        (await t.app.inject({ url: `/api/products?sellerId=${shop.id}&${query}` })).json().pagination.total;
      expect(await total('')).toBe(0);
      const part = await created(shop, { category: 'filtre', price: 900, stock: 3 });
      expect(await total('')).toBe(1);
      expect(await total('maxPrice=500')).toBe(0);
      // Stock and sales are no filter: an order leaves every total as it is.
      await t.app.database.db.update(products).set({ stock: 1, salesCount: 2 }).where(eq(products.id, part.id));
      expect(await total('')).toBe(1);
      const repriced = await send('PUT', `/api/products/${part.id}`, shop, productData({ price: 400 }));
      expect(repriced.statusCode, repriced.body).toBe(200);
      expect(await total('maxPrice=500')).toBe(1);
      // A seller no longer allowed to sell takes every product off sale, and back on when allowed again.
      await t.app.database.db.update(users).set({ eCommerceIsVerified: false }).where(eq(users.id, shop.id));
      expect(await total('')).toBe(0);
      await t.app.database.db.update(users).set({ eCommerceIsVerified: true }).where(eq(users.id, shop.id));
      expect(await total('')).toBe(1);
      await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${part.id}/status`,
        headers: shop.auth,
        payload: { status: 'inactive' },
      });
      expect(await total('')).toBe(0);
    });

    it('counts products on sale per category', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
      const filtre = res.json().categories.find((c: { value: string }) => c.value === 'filtre');
      expect(filtre).toEqual({ value: 'filtre', label: 'Filtre', count: 1 });
    });

    it('a product page shows the seller public info but never contact details', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${dear.id}` });
      expect(res.json().product).toMatchObject({ discountPercent: 8, seller: { businessName: 'Katalog Dükkânı' } });
      expect(res.body).not.toMatch(/@example\.com|\+90534|1234567890/);
    });

    it('a catalogue page shows each seller exactly as the product page does, and no contact details', async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/products?limit=48' });
      const listed = list.json().products.find((p: { id: string }) => p.id === dear.id);
      const page = (await t.app.inject({ method: 'GET', url: `/api/products/${dear.id}` })).json().product;
      expect(listed.seller).toEqual(page.seller);
      expect(listed.seller).toMatchObject({ businessName: 'Katalog Dükkânı' });
      expect(list.body).not.toMatch(/@example\.com|\+90534|1234567890/);
    });

    it('the seller list is for sellers only', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/seller/products', headers: customer.auth })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/seller/products' })).statusCode).toBe(401);
    });
  });
});
