import { type ListingResponse, listingQuerySchema } from '@otousta/shared/schemas/listing';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { usersServiceOf } from '../../test/users-service.js';
import { distanceKm } from '../geo/geo.gazetteer.js';
import { type NewUserRow, users } from '../users/users.table.js';
import { createDiscoveryRepository } from './discovery.repository.js';
import { createDiscoveryService } from './discovery.service.js';

let sequence = 0;

/** A business row written straight to the table: the listing only reads. */
function business(overrides: Partial<NewUserRow> = {}): NewUserRow {
  sequence += 1;
  return {
    id: uuidv7(),
    email: `bul${sequence}@example.com`,
    phone: `+90533${String(1_000_000 + sequence)}`,
    passwordHash: 'unused',
    firstName: 'Ali',
    lastName: 'Kaya',
    city: 'izmir',
    birthDate: '1980-01-01',
    userType: 'isletme',
    businessName: `İşletme ${sequence}`,
    businessAddress: 'Sanayi Sitesi',
    businessServices: 'Bakım',
    vehicleType: ['araba'],
    businessSector: ['genel'],
    businessBrand: [],
    authorizedBrands: [],
    businessLatitude: 38.4237,
    businessLongitude: 27.1428,
    ...overrides,
  };
}

// Konak, İzmir: where the visitor stands.
const here = { lat: 38.4189, lng: 27.1287 };

describe('finding businesses: near a place, by name, in an order', () => {
  let t: TestApp;

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/users/service-providers?${query}` });
  const list = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListingResponse;
  };
  const names = (body: ListingResponse) => body.serviceProviders.map((p) => p.businessName);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.database.db.insert(users).values([
      // Around İzmir, at known places.
      business({ businessName: 'Oto Elektrik Usta', businessLatitude: 38.4622, businessLongitude: 27.2164 }), // Bornova
      business({ businessName: 'Karşıyaka Lastik', businessLatitude: 38.4561, businessLongitude: 27.1103 }),
      business({ businessName: 'Buca Kaporta Boya', businessLatitude: 38.3887, businessLongitude: 27.1751 }),
      business({ businessName: 'Alsancak Akü', businessLatitude: 38.4381, businessLongitude: 27.1418 }),
      // Far away, another city.
      business({ businessName: 'Ankara Çekici', city: 'ankara', businessLatitude: 39.92, businessLongitude: 32.85 }),
      // No location: cannot be measured.
      business({ businessName: 'Yersiz Servis', businessLatitude: null, businessLongitude: null }),
      // Ratings: one 5-star review against a hundred reviews of 4.8, among ordinary businesses.
      business({ businessName: 'Tek Yorumlu Usta', city: 'manisa', rating: 5, reviewCount: 1 }),
      business({ businessName: 'Yüz Yorumlu Usta', city: 'manisa', rating: 4.8, reviewCount: 100 }),
      business({ businessName: 'Orta Halli Usta', city: 'manisa', rating: 3.6, reviewCount: 120 }),
      business({ businessName: 'Vasat Usta', city: 'manisa', rating: 3.9, reviewCount: 80 }),
      business({ businessName: 'Yeni Açılan Usta', city: 'manisa', rating: 0, reviewCount: 0 }),
      // A person's name, not the business's, is searched too.
      business({ businessName: 'Ege Motor', firstName: 'Şükrü', lastName: 'Öztürk', city: 'aydin' }),
    ]);
  });
  afterAll(() => t.close());

  describe('near a place', () => {
    it('lists the nearest first with each distance in km, right to within rounding', async () => {
      const body = await list(`near=${here.lat},${here.lng}&city=izmir`);
      const km = body.serviceProviders.map((p) => p.distanceKm!);
      expect(names(body).sort()).toEqual([
        'Alsancak Akü',
        'Buca Kaporta Boya',
        'Karşıyaka Lastik',
        'Oto Elektrik Usta',
      ]);
      expect(names(body)[0]).toBe('Alsancak Akü');
      expect(km).toEqual([...km].sort((a, b) => a - b));
      for (const p of body.serviceProviders) {
        const expected = distanceKm(here.lat, here.lng, p.businessLatitude!, p.businessLongitude!);
        expect(Math.abs(p.distanceKm! - expected)).toBeLessThan(0.05);
      }
      expect(body.serviceProviders[0]!.distanceKm).toBeCloseTo(2.3, 0);
    });

    it('lists every city nearest first when no city is chosen, leaving out businesses without a location', async () => {
      const body = await list(`near=${here.lat},${here.lng}&limit=48`);
      expect(names(body)).not.toContain('Yersiz Servis');
      expect(body.count).toBe(body.serviceProviders.length);
      expect(body.serviceProviders.at(-1)!.distanceKm).toBeGreaterThan(400);
      const km = body.serviceProviders.map((p) => p.distanceKm!);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    });

    it('sorts by distance from a district centre of the chosen city, however the district is written', async () => {
      for (const district of ['Bornova', 'BORNOVA', 'bornova']) {
        const body = await list(`city=izmir&district=${encodeURIComponent(district)}`);
        expect(body.serviceProviders[0]!.businessName).toBe('Oto Elektrik Usta');
        expect(body.serviceProviders[0]!.distanceKm).toBeLessThan(5);
      }
    });

    it('carries no distance when no place was given', async () => {
      const body = await list('city=izmir');
      expect(body.serviceProviders.every((p) => p.distanceKm === undefined)).toBe(true);
    });

    it('counts a business that opened nearby since the last look, and no longer one that closed', async () => {
      const near = `near=${here.lat},${here.lng}&city=izmir&sector=egzozcu`;
      expect(await list(near)).toEqual({ serviceProviders: [], count: 0 });
      const opened = business({ businessName: 'Konak Egzoz', businessSector: ['egzozcu'] });
      await t.app.database.db.insert(users).values(opened);
      const found = await list(near);
      expect(names(found)).toEqual(['Konak Egzoz']);
      expect(found.count).toBe(1);
      await t.app.database.db.update(users).set({ isActive: false }).where(eq(users.id, opened.id!));
      expect(await list(near)).toEqual({ serviceProviders: [], count: 0 });
    });

    it.each([
      ['near=999,999', 'INVALID_NEAR', 'Konum enlem,boylam biçiminde olmalıdır'],
      ['near=38.4', 'INVALID_NEAR', 'Konum enlem,boylam biçiminde olmalıdır'],
      ['near=abc,def', 'INVALID_NEAR', 'Konum enlem,boylam biçiminde olmalıdır'],
      ['near=91,27', 'INVALID_NEAR', 'Konum enlem,boylam biçiminde olmalıdır'],
      ['city=izmir&district=Çankaya', 'UNKNOWN_DISTRICT', 'Seçilen ilde böyle bir ilçe yok'],
      ['district=Bornova', 'DISTRICT_NEEDS_CITY', 'İlçe seçmek için önce bir il seçin.'],
      ['sort=distance', 'NEAR_REQUIRED', 'Mesafeye göre sıralamak için'],
      ['sort=cheapest', 'VALIDATION', 'Geçersiz bir sıralama seçildi.'],
    ])('refuses %s with a Turkish 400', async (query, code, message) => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      const body = res.json() as { code: string; message: string };
      if (code !== 'INVALID_NEAR') expect(body.code).toBe(code);
      expect(body.message).toContain(message);
    });
  });

  describe('by name', () => {
    it.each(['OTO ELEKTRİK', 'oto elektrik', 'otoelektrik', 'otoelktrik', 'Oto Elektirk Usta'])(
      "finds 'Oto Elektrik Usta' by '%s'",
      async (q) => {
        const body = await list(`q=${encodeURIComponent(q)}`);
        expect(names(body)[0]).toBe('Oto Elektrik Usta');
        expect(body.count).toBe(body.serviceProviders.length);
      },
    );

    it("finds a business by its owner's name, with or without Turkish letters", async () => {
      for (const q of ['Şükrü Öztürk', 'sukru ozturk', 'SUKRU']) {
        expect(names(await list(`q=${encodeURIComponent(q)}`))).toEqual(['Ege Motor']);
      }
    });

    it('finds a name from its first letters, and only names that match every word typed', async () => {
      expect(names(await list('q=elek'))).toEqual(['Oto Elektrik Usta']);
      expect(names(await list('q=kaporta%20buca'))).toEqual(['Buca Kaporta Boya']);
      expect(await list('q=oto%20lastik')).toEqual({ serviceProviders: [], count: 0 });
    });

    it('finds nothing for a name nobody has', async () => {
      expect(await list('q=zzqx')).toEqual({ serviceProviders: [], count: 0 });
    });

    it('counts a business found by a name it was given after the search was counted', async () => {
      const renamed = business({ businessName: 'Eski Ad Garajı', city: 'rize' });
      await t.app.database.db.insert(users).values(renamed);
      expect(await list('q=zincirlikuyu')).toEqual({ serviceProviders: [], count: 0 });
      await t.app.database.db
        .update(users)
        .set({ businessName: 'Zincirlikuyu Garajı' })
        .where(eq(users.id, renamed.id!));
      const found = await list('q=zincirlikuyu');
      expect(names(found)).toEqual(['Zincirlikuyu Garajı']);
      expect(found.count).toBe(1);
    });

    it("lists a business whose names give the most words they can, the order's index holding them all", async () => {
      // One-letter words of three-byte letters, as many as the limits let (USER_LIMITS): every word and every pair of
      // neighbours is a term, and the recommended and rating indexes carry them all (migration 0028).
      const letters = (from: number, n: number) =>
        Array.from({ length: n }, (_, i) => String.fromCodePoint(from + i)).join(' ');
      const wordy = business({
        businessName: letters(0x4e00, 60),
        firstName: letters(0x5200, 25),
        lastName: letters(0x5600, 25),
        city: 'artvin',
      });
      await t.app.database.db.insert(users).values(wordy);
      expect(names(await list(`city=artvin&q=${encodeURIComponent(String.fromCodePoint(0x4e00 + 7))}`))).toEqual([
        wordy.businessName,
      ]);
    });

    it('combines a name with the filters and with distance', async () => {
      expect(names(await list('q=usta&city=izmir'))).toEqual(['Oto Elektrik Usta']);
      const near = await list(`q=lastik&near=${here.lat},${here.lng}`);
      expect(names(near)).toEqual(['Karşıyaka Lastik']);
      expect(near.serviceProviders[0]!.distanceKm).toBeGreaterThan(0);
    });
  });

  describe('order', () => {
    it('ranks one 5.0 review below a hundred reviews of 4.8 by weighted rating', async () => {
      const order = names(await list('city=manisa&sort=rating'));
      expect(order.indexOf('Yüz Yorumlu Usta')).toBe(0);
      expect(order.indexOf('Tek Yorumlu Usta')).toBeGreaterThan(order.indexOf('Yüz Yorumlu Usta'));
      expect(order.indexOf('Tek Yorumlu Usta')).toBeLessThan(order.indexOf('Orta Halli Usta'));
    });

    it('recommends the well-rated and much-reviewed first by default', async () => {
      const order = names(await list('city=manisa'));
      expect(order[0]).toBe('Yüz Yorumlu Usta');
      expect(names(await list('city=manisa&sort=recommended'))).toEqual(order);
    });

    it('sorts by review count and by newest', async () => {
      expect(names(await list('city=manisa&sort=reviews')).slice(0, 3)).toEqual([
        'Orta Halli Usta',
        'Yüz Yorumlu Usta',
        'Vasat Usta',
      ]);
      const newest = await list('city=manisa&sort=newest');
      const created = newest.serviceProviders.map((p) => p.createdAt);
      expect(created).toEqual([...created].sort().reverse());
    });

    it('sorts a list near a place by rating when asked, still with distances', async () => {
      const body = await list(`near=${here.lat},${here.lng}&sort=rating&city=manisa`);
      expect(body.serviceProviders[0]!.businessName).toBe('Yüz Yorumlu Usta');
      expect(body.serviceProviders[0]!.distanceKm).toBeGreaterThan(0);
    });
  });
});

describe('a name many businesses carry walks the order once its totals are counted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.database.db
      .insert(users)
      .values([
        business({ businessName: 'Lastik Dünyası' }),
        business({ businessName: 'Ege Lastik' }),
        business({ businessName: 'Oto Cam' }),
      ]);
  });
  afterAll(() => t?.close());

  it('reads a name by its matches until both totals are known, then walks; a page too deep to walk never does', async () => {
    const usersService = usersServiceOf(t.app);
    // Which way each page was asked of the users module, and what it listed.
    const walked: boolean[] = [];
    const discovery = createDiscoveryService({
      openAt: () => sql`true`,
      listing: createDiscoveryRepository(t.app.database.db),
      users: {
        ...usersService,
        publicListingPage: (query) => {
          walked.push(Boolean(query.wide));
          return usersService.publicListingPage(query);
        },
      },
      cacheMs: 0,
      log: t.app.log,
    });
    const page = async (query: Record<string, string>) =>
      (
        JSON.parse(await discovery.serviceProviders(listingQuerySchema.parse(query))) as ListingResponse
      ).serviceProviders
        .map((p) => p.businessName)
        .sort();
    // The name's total is counted beside its first page, the total without it beside the second.
    for (let i = 0; i < 3; i++) expect(await page({ q: 'lastik' })).toEqual(['Ege Lastik', 'Lastik Dünyası']);
    expect(walked).toEqual([false, false, true]);
    // Page 200 would pass 2,400 businesses to find its rows among the 3 listed, 2 of them carrying the name.
    expect(await page({ q: 'lastik', page: '200' })).toEqual([]);
    expect(walked.at(-1)).toBe(false);
  });
});
