import { LISTING_LIMITS, type ListingResponse, RATING_PRIOR_WEIGHT } from '@otousta/shared/schemas/listing';
import { publicUserSchema } from '@otousta/shared/schemas/user';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inline } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { hiddenContent } from '../../platform/hidden-content.js';
import { keptPlan } from '../../test/kept-plan.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { businessData, customerData, signUp } from '../../test/users.fixtures.js';
import {
  cleanGinPendingLists,
  createUsersRepository,
  type ListingPageQuery,
  listingCountQuery,
  listingPageQuery,
  walkedMatchQuery,
} from '../users/users.repository.js';
import { type NewUserRow, ratingPrior, users } from '../users/users.table.js';

let sequence = 0;

/** An account row written straight to the table: the listing only reads, so how accounts came to be is irrelevant. */
function account(overrides: Partial<NewUserRow> = {}): NewUserRow {
  sequence += 1;
  return {
    id: uuidv7(),
    email: `hesap${sequence}@example.com`,
    phone: `+90532${String(1_000_000 + sequence)}`,
    passwordHash: 'unused',
    firstName: 'Mehmet',
    lastName: 'Usta',
    city: 'adana',
    birthDate: '1985-03-01',
    userType: 'isletme',
    businessName: `Usta Oto ${sequence}`,
    businessAddress: 'Sanayi Sitesi 3. Blok No:5',
    businessServices: 'Bakım ve onarım',
    vehicleType: ['araba'],
    businessSector: ['genel'],
    businessBrand: ['fiat'],
    authorizedBrands: [],
    businessLatitude: 37,
    businessLongitude: 35.3,
    ...overrides,
  };
}

describe('GET /api/users/service-providers', () => {
  let t: TestApp;
  const named: Record<string, string> = {};

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/service-providers${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListingResponse;
  };
  const names = (body: ListingResponse) => body.serviceProviders.map((p) => p.businessName);

  beforeAll(async () => {
    t = await createTestApp();
    const rows: NewUserRow[] = [
      account({ businessName: 'İzmir Oto Elektrik', city: 'izmir', businessSector: ['elektrik'] }),
      account({
        businessName: 'Karşıyaka Yetkili Servis',
        city: 'izmir',
        businessSector: ['genel', 'kaporta'],
        businessBrand: ['renault', 'dacia'],
        authorizedBrands: ['renault'],
      }),
      account({
        businessName: 'Bornova Renault Ustası',
        city: 'izmir',
        businessSector: ['genel'],
        businessBrand: ['renault'],
      }),
      account({
        businessName: 'Ege Motosiklet',
        city: 'izmir',
        vehicleType: ['motorsiklet'],
        businessSector: ['motor'],
        businessBrand: ['yamaha', 'honda'],
        authorizedBrands: ['yamaha'],
      }),
      account({ businessName: 'Urfa Çekici', city: 'sanliurfa', businessSector: ['cekici'], businessBrand: [] }),
      account({ businessName: 'Akü Dünyası', city: 'sanliurfa', businessSector: ['akü'] }),
      account({ businessName: 'Kapalı İşletme', city: 'izmir', isActive: false }),
      account({ firstName: 'Ayşe', userType: 'musteri', city: 'izmir', businessName: null, businessSector: [] }),
    ];
    await t.app.database.db.insert(users).values(rows);
    for (const row of rows) named[row.businessName ?? row.firstName] = row.id;
  });
  afterAll(() => t.close());

  describe('who is listed', () => {
    it('lists active businesses only: never a customer or a disabled business', async () => {
      const body = await list();
      expect(body.count).toBe(6);
      expect(names(body)).not.toContain('Kapalı İşletme');
      expect(body.serviceProviders.every((p) => p.userType === 'isletme' && p.isActive)).toBe(true);
      expect(body.serviceProviders.map((p) => p.id)).not.toContain(named.Ayşe);
    });

    it('answers public fields only, with the published phone and e-mail of each business', async () => {
      const body = await list('?city=izmir');
      for (const provider of body.serviceProviders) {
        const parsed = publicUserSchema.strict().parse(provider);
        expect(parsed.phone).toMatch(/^\+90/);
        expect(provider).not.toHaveProperty('passwordHash');
        expect(provider).not.toHaveProperty('searchTerms');
        expect(provider).not.toHaveProperty('birthDate');
        expect(provider).not.toHaveProperty('preferences');
      }
    });

    it('answers each city its own businesses, one request after another on the same prepared page statement', async () => {
      expect(names(await list('?city=sanliurfa')).sort()).toEqual(['Akü Dünyası', 'Urfa Çekici']);
      const izmir = await list('?city=izmir');
      expect(izmir.serviceProviders.every((p) => p.city === 'izmir')).toBe(true);
      expect(names(izmir)).toContain('İzmir Oto Elektrik');
      expect(names(await list('?city=sanliurfa&sector=cekici'))).toEqual(['Urfa Çekici']);
      expect(names(await list('?city=izmir&sector=cekici'))).toEqual([]);
    });

    it('is served by its own static route, not taken for a user id', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/service-providers?limit=1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('serviceProviders');
    });
  });

  describe('filters', () => {
    it('filters by city', async () => {
      expect(names(await list('?city=sanliurfa')).sort()).toEqual(['Akü Dünyası', 'Urfa Çekici']);
    });

    it.each(['izmir', 'İzmir', 'IZMIR', 'İZMİR', 'Izmir', ' izmir '])(
      "matches the city '%s' Turkish-aware as İzmir",
      async (city) => {
        const body = await list(`?city=${encodeURIComponent(city)}`);
        expect(body.count).toBe(4);
        expect(body.serviceProviders.every((p) => p.city === 'izmir')).toBe(true);
      },
    );

    it.each(['Şanlıurfa', 'ŞANLIURFA', 'sanliurfa'])("finds Şanlıurfa by '%s'", async (city) => {
      expect((await list(`?city=${encodeURIComponent(city)}`)).count).toBe(2);
    });

    it('filters by vehicle type', async () => {
      expect(names(await list('?vehicleType=motorsiklet'))).toEqual(['Ege Motosiklet']);
    });

    it('filters by service area, with or without Turkish letters', async () => {
      expect(names(await list('?sector=cekici'))).toEqual(['Urfa Çekici']);
      for (const sector of ['akü', 'aku', 'Akü']) {
        expect(names(await list(`?sector=${encodeURIComponent(sector)}`))).toEqual(['Akü Dünyası']);
      }
    });

    it('filters by a brand the business serves', async () => {
      expect(names(await list('?brand=renault')).sort()).toEqual([
        'Bornova Renault Ustası',
        'Karşıyaka Yetkili Servis',
      ]);
    });

    it('filters by authorised brand: serving a brand is not being its authorised service', async () => {
      expect(names(await list('?brandService=renault'))).toEqual(['Karşıyaka Yetkili Servis']);
    });

    it('combines every filter with AND', async () => {
      expect(names(await list('?city=izmir&sector=genel&brand=renault')).sort()).toEqual([
        'Bornova Renault Ustası',
        'Karşıyaka Yetkili Servis',
      ]);
      expect(names(await list('?city=izmir&sector=genel&brand=renault&brandService=renault'))).toEqual([
        'Karşıyaka Yetkili Servis',
      ]);
      expect(
        names(await list('?city=izmir&vehicleType=motorsiklet&sector=motor&brand=yamaha&brandService=yamaha')),
      ).toEqual(['Ege Motosiklet']);
      const none = await list('?city=sanliurfa&brand=renault');
      expect(none).toEqual({ serviceProviders: [], count: 0 });
      expect((await list('?city=izmir&vehicleType=araba&sector=motor')).count).toBe(0);
    });

    it('treats a blank filter as no filter', async () => {
      expect((await list('?city=&sector=&brand=&brandService=&vehicleType=')).count).toBe(6);
    });

    it.each([
      ['city=atlantis', 'Geçerli bir şehir seçin.'],
      ['vehicleType=kamyon', 'Geçersiz bir araç tipi seçildi.'],
      ['sector=uzay', 'Geçersiz bir hizmet alanı seçildi.'],
      ['brand=yugo-x', 'Geçersiz bir marka seçildi.'],
      ['brandService=yok', 'Geçersiz bir marka seçildi.'],
    ])('refuses the unknown filter %s with a Turkish 400', async (query, message) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/service-providers?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    });
  });
});

describe('listing order and paging', () => {
  let t: TestApp;
  const total = 61;

  beforeAll(async () => {
    t = await createTestApp();
    const rows: NewUserRow[] = [];
    for (let i = 0; i < total; i++) {
      rows.push(
        account({
          city: 'ankara',
          businessName: `Ankara Servis ${i}`,
          isVerified: i % 7 === 0,
          // Many ties on rating and review count, so the id must decide between them.
          rating: [4.5, 3, 5, 0][i % 4],
          reviewCount: i % 3,
        }),
      );
    }
    await t.app.database.db.insert(users).values(rows);
    // The prior follows the businesses just written (a node does so in the background within minutes).
    await createUsersRepository(t.app.database.db).refreshRatingPrior(RATING_PRIOR_WEIGHT, 3, 0);
  });
  afterAll(() => t.close());

  const page = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/service-providers?city=ankara&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListingResponse;
  };

  it('recommends verified businesses first, then by weighted rating and review count, then by id', async () => {
    const all = [
      ...(await page('limit=48&page=1')).serviceProviders,
      ...(await page('limit=48&page=2')).serviceProviders,
    ];
    expect(all).toHaveLength(total);
    // The weighted rating's prior: the mean of every review, counted as RATING_PRIOR_WEIGHT reviews.
    const reviews = all.reduce((n, p) => n + p.reviewCount, 0);
    const mean = all.reduce((sum, p) => sum + p.rating * p.reviewCount, 0) / reviews;
    const score = (p: (typeof all)[number]) =>
      (p.reviewCount * p.rating + RATING_PRIOR_WEIGHT * mean) / (p.reviewCount + RATING_PRIOR_WEIGHT) +
      0.25 * Math.min(1, Math.log(1 + p.reviewCount) / Math.log(101));
    const key = (p: (typeof all)[number]) => [p.isVerified ? 0 : 1, -score(p), -p.reviewCount, p.id] as const;
    const sorted = [...all].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
      return 0;
    });
    expect(all.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
    expect(all[0]!.isVerified).toBe(true);
  });

  it('moves a business as soon as a review changes its rating, and all of them when the platform mean moves', async () => {
    const db = t.app.database.db;
    const [last] = (await page('limit=48&page=2')).serviceProviders.slice(-1);
    const scoreOf = async (id: string) =>
      (await db.select({ score: users.recommendedScore }).from(users).where(sql`${users.id} = ${id}`))[0]!.score;
    const before = await scoreOf(last!.id);
    // Reviews keep rating and review count (their triggers); the stored score follows in the same statement.
    await db.update(users).set({ rating: 5, reviewCount: 40 }).where(sql`${users.id} = ${last!.id}`);
    expect(await scoreOf(last!.id)).toBeGreaterThan(before + 0.5);

    const repository = createUsersRepository(db);
    const [prior] = await db.select().from(ratingPrior);
    expect(await repository.refreshRatingPrior(RATING_PRIOR_WEIGHT, 3, 0.01)).toBe(true);
    const [moved] = await db.select().from(ratingPrior);
    expect(moved!.mean).toBeGreaterThan(prior!.mean);
    expect(await repository.refreshRatingPrior(RATING_PRIOR_WEIGHT, 3, 0.01)).toBe(false);
    // Every business was scored again against the new mean: a business without reviews scores exactly the mean.
    const [unreviewed] = await db
      .select({ weighted: users.weightedRating })
      .from(users)
      .where(sql`${users.reviewCount} = 0 and ${users.userType} = 'isletme'`)
      .limit(1);
    expect(unreviewed!.weighted).toBeCloseTo(moved!.mean, 9);
    // The rewrite left nothing in the GIN indexes' pending lists for every search to read through.
    const pending = await db.execute(cleanGinPendingLists);
    expect(rowsOf<{ pages: number }>(pending)[0]!.pages).toBe(0);
  });

  it('pages without overlap or gaps, in the same order as one long page', async () => {
    const whole = [
      ...(await page('limit=48&page=1')).serviceProviders,
      ...(await page('limit=48&page=2')).serviceProviders,
    ].map((p) => p.id);
    const paged: string[] = [];
    for (let n = 1; n <= 7; n++) {
      const body = await page(`limit=10&page=${n}`);
      expect(body.count).toBe(total);
      expect(body.serviceProviders.length).toBe(n < 7 ? 10 : 1);
      paged.push(...body.serviceProviders.map((p) => p.id));
    }
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(total);
  });

  it('answers an empty page past the end, still with the total', async () => {
    expect(await page('limit=12&page=99')).toEqual({ serviceProviders: [], count: total });
  });

  it('defaults to page 1 with 12 per page', async () => {
    const body = await page('');
    expect(body.serviceProviders).toHaveLength(LISTING_LIMITS.defaultLimit);
    expect(body.serviceProviders.map((p) => p.id)).toEqual(
      (await page('page=1&limit=12')).serviceProviders.map((p) => p.id),
    );
  });

  it('serves at most 48 per page however many are asked for', async () => {
    expect((await page('limit=1000')).serviceProviders).toHaveLength(LISTING_LIMITS.maxLimit);
  });

  it.each([
    ['page=0', 'Sayfa numarası 1 ile 10000 arasında bir tam sayı olmalıdır.'],
    ['page=-2', 'Sayfa numarası 1 ile 10000 arasında bir tam sayı olmalıdır.'],
    ['page=1.5', 'Sayfa numarası 1 ile 10000 arasında bir tam sayı olmalıdır.'],
    ['page=abc', 'Sayfa numarası 1 ile 10000 arasında bir tam sayı olmalıdır.'],
    ['page=10001', 'Sayfa numarası 1 ile 10000 arasında bir tam sayı olmalıdır.'],
    ['limit=0', 'Sayfa başına kayıt sayısı 1 veya daha büyük bir tam sayı olmalıdır.'],
    ['limit=-5', 'Sayfa başına kayıt sayısı 1 veya daha büyük bir tam sayı olmalıdır.'],
    ['limit=ten', 'Sayfa başına kayıt sayısı 1 veya daha büyük bir tam sayı olmalıdır.'],
    ['limit=2.5', 'Sayfa başına kayıt sayısı 1 veya daha büyük bir tam sayı olmalıdır.'],
  ])('refuses %s with a Turkish 400', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/service-providers?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', message });
  });
});

// With the page cache on, as in production: every write that changes what a filter matches shows at once.
describe('listing totals after accounts change', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REGISTER_IP: '1000', RATE_LIMIT_LOGIN_IP: '1000', PAGE_CACHE_MS: '60000' });
    await t.app.database.db
      .insert(users)
      .values([account({ city: 'bursa' }), account({ city: 'bursa', businessSector: ['lastik'] }), account()]);
  });
  afterAll(() => t.close());

  const count = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/service-providers?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ListingResponse).count;
  };
  const counts = async () => ({
    all: await count(''),
    bursa: await count('city=bursa'),
    bursaLastik: await count('city=bursa&sector=lastik'),
    konya: await count('city=konya'),
  });

  it('counts a newly registered business at once, and never a new customer', async () => {
    // Asked twice, so the totals are the remembered ones when the accounts change.
    await counts();
    expect(await counts()).toEqual({ all: 3, bursa: 2, bursaLastik: 1, konya: 0 });
    await signUp(t.app, businessData({ city: 'bursa', businessSector: ['lastik', 'genel'] }));
    expect(await counts()).toEqual({ all: 4, bursa: 3, bursaLastik: 2, konya: 0 });
    await signUp(t.app, customerData({ city: 'bursa' }));
    expect(await counts()).toEqual({ all: 4, bursa: 3, bursaLastik: 2, konya: 0 });
  });

  it('moves a business between totals when it changes its city or service areas, and drops it when deleted', async () => {
    const shop = await signUp(t.app, businessData({ city: 'bursa', businessSector: ['genel'] }));
    const before = await counts();
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/users/${shop.user.id}`, payload, headers: shop.auth });

    expect((await patch({ city: 'konya' })).statusCode).toBe(200);
    expect(await counts()).toEqual({ ...before, bursa: before.bursa - 1, konya: 1 });

    expect((await patch({ city: 'bursa', businessSector: ['lastik'] })).statusCode).toBe(200);
    expect(await counts()).toEqual({ ...before, bursaLastik: before.bursaLastik + 1 });

    // A change the filters do not look at leaves every total as it was.
    expect((await patch({ businessName: 'Yeni Adıyla Lastikçi' })).statusCode).toBe(200);
    expect(await counts()).toEqual({ ...before, bursaLastik: before.bursaLastik + 1 });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${shop.user.id}`,
      headers: shop.auth,
      payload: { password: shop.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await counts()).toEqual({ ...before, all: before.all - 1, bursa: before.bursa - 1 });
  });

  it('leaves out a business an admin hides, and counts it again when shown', async () => {
    const [hidden] = await t.app.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.city} = 'bursa' and ${users.userType} = 'isletme'`)
      .limit(1);
    const before = await counts();
    await t.app.database.db
      .insert(hiddenContent)
      .values({ targetType: 'business', targetId: hidden!.id, hiddenBy: 'yonetici' });
    expect((await counts()).bursa).toBe(before.bursa - 1);
    await t.app.database.db.delete(hiddenContent).where(sql`${hiddenContent.targetId} = ${hidden!.id}`);
    expect(await counts()).toEqual(before);
  });

  it('answers the same totals to many visitors at once', async () => {
    const expected = await count('city=bursa');
    await signUp(t.app, businessData({ city: 'bursa' }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => count('city=bursa')));
    expect(answers).toEqual(answers.map(() => expected + 1));
  });
});

describe('listing page cache', () => {
  it('shows a change no filter looks at once the reused page runs out', async () => {
    const t = await createTestApp({ PAGE_CACHE_MS: '300' });
    try {
      const shop = account({ city: 'mardin', businessName: 'Eski Adıyla Usta' });
      await t.app.database.db.insert(users).values(shop);
      const name = async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/users/service-providers?city=mardin' });
        return (res.json() as ListingResponse).serviceProviders[0]?.businessName;
      };
      expect(await name()).toBe('Eski Adıyla Usta');
      await t.app.database.db
        .update(users)
        .set({ businessName: 'Yeni Adıyla Usta' })
        .where(sql`${users.id} = ${shop.id}`);
      await expect.poll(name, { timeout: 5000 }).toBe('Yeni Adıyla Usta');
    } finally {
      await t.close();
    }
  });
});

describe('listing query plan', () => {
  let t: TestApp;
  const cities = ['adana', 'ankara', 'izmir', 'bursa', 'konya', 'mersin', 'samsun', 'trabzon', 'van', 'sivas'];
  const sectors = ['genel', 'elektrik', 'kaporta', 'lastik', 'cekici', 'motor', 'fren', 'boyama'];
  const places = [
    'Bornova',
    'Çankaya',
    'Nilüfer',
    'Selçuklu',
    'Tepebaşı',
    'Atakum',
    'Ortahisar',
    'İpekyolu',
    'Kadıköy',
  ];
  const trades = ['Oto Elektrik', 'Lastikçi', 'Kaporta', 'Çekici', 'Motor Servis', 'Fren Balata', 'Boya', 'Akü'];

  beforeAll(async () => {
    t = await createTestApp();
    // Enough rows, spread like real data, that the planner's choice means something; then fresh statistics.
    for (let batch = 0; batch < 4; batch++) {
      const rows: NewUserRow[] = [];
      for (let i = 0; i < 1000; i++) {
        const n = batch * 1000 + i;
        rows.push(
          account({
            city: cities[n % cities.length],
            businessSector: [sectors[n % sectors.length]!],
            businessName: `${places[n % places.length]} ${trades[n % trades.length]} ${n}`,
            firstName: `Usta${n}`,
            businessLatitude: 36 + (n % 97) * 0.06,
            businessLongitude: 26 + (n % 89) * 0.2,
            isVerified: n % 10 === 0,
            rating: (n % 50) / 10,
            reviewCount: n % 13,
          }),
        );
      }
      await t.app.database.db.insert(users).values(rows);
    }
    await t.app.database.db.execute(sql`analyze users`);
  });
  afterAll(() => t.close());

  // One repository for these tests: its page statements are prepared by name on the app's connections.
  let kept: ReturnType<typeof createUsersRepository> | undefined;
  const repository = () => {
    kept ??= createUsersRepository(t.app.database.db);
    return kept;
  };

  const pageOf = (q: Partial<ListingPageQuery>): ListingPageQuery => ({
    filters: {},
    order: 'recommended',
    offset: 0,
    limit: 12,
    ...q,
  });

  /**
   * The plan when reading the whole table (and, with `noSort`, sorting) is priced out: on these 4,000 rows a scan is
   * as cheap as any index, so this shows what an index can answer; docs/BENCHMARKS.md shows the planner's choice on
   * 100,000 businesses.
   */
  async function indexPlan(query: { getSQL(): ReturnType<typeof sql> }, noSort = false): Promise<string> {
    return t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      if (noSort) await tx.execute(sql`set local enable_sort = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as { rows: unknown[] };
      return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  async function plan(query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
    const result = (await t.app.database.db.execute(sql`explain ${query}`)) as { rows: unknown[] };
    return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
  }

  it("reads a city page's businesses through an index, never the whole table", async () => {
    const text = await plan(listingPageQuery(t.app.database.db, pageOf({ filters: { city: 'izmir' } })));
    expect(text).toMatch(/users_recommended_city_idx|users_type_active_city_idx/);
    expect(text).not.toContain('Seq Scan');
  });

  it('reads the businesses nearest a point in order straight off the location index, without sorting', async () => {
    const text = await indexPlan(
      listingPageQuery(t.app.database.db, pageOf({ order: 'distance', origin: { lat: 38.42, lng: 27.14 } })),
      true,
    );
    expect(text).toMatch(/Index Scan using users_business_location_idx[^\n]*\n\s*Order By/);
    expect(text).not.toMatch(/Sort|Seq Scan/);
  });

  it("reads a map box's page off the location index in order of distance, with the box as the index's condition", async () => {
    const text = await indexPlan(
      listingPageQuery(
        t.app.database.db,
        pageOf({ order: 'distance', bbox: { minLng: 26.9, minLat: 38.3, maxLng: 27.3, maxLat: 38.6 } }),
      ),
      true,
    );
    expect(text).toMatch(/Index Scan using users_business_location_idx/);
    expect(text).toMatch(/Index Cond: [^\n]*(<@|@>)/);
    expect(text).toMatch(/Order By/);
    expect(text).not.toMatch(/Sort|Seq Scan/);
  });

  it('reads the tow trucks nearest a point in order off their own index, passing no other business', async () => {
    const text = await indexPlan(
      listingPageQuery(
        t.app.database.db,
        pageOf({ order: 'distance', origin: { lat: 38.42, lng: 27.14 }, filters: { sector: 'cekici' } }),
      ),
      true,
    );
    expect(text).toMatch(/Index Scan using users_towing_location_idx[^\n]*\n\s*Order By/);
    expect(text).not.toMatch(/Sort|Seq Scan|Filter: .*business_sector/);
  });

  it.each([
    ['recommended, unfiltered', {}, 'users_recommended_idx'],
    ['recommended, one city', { filters: { city: 'izmir' } }, 'users_recommended_city_idx'],
    ['by weighted rating', { order: 'rating' }, 'users_weighted_rating_idx'],
    ['by weighted rating, one city', { order: 'rating', filters: { city: 'izmir' } }, 'users_weighted_rating_city_idx'],
  ] as const)('reads a page %s in order straight off its index, without sorting', async (_, query, index) => {
    const text = await indexPlan(listingPageQuery(t.app.database.db, pageOf(query)), true);
    expect(text).toContain(`Index Scan using ${index}`);
    expect(text).not.toMatch(/Sort|Seq Scan/);
  });

  it("walks the order's index for a common name, reading no business it passes and sorting only the page", async () => {
    await t.app.database.db.execute(sql`vacuum users`);
    for (const query of [
      pageOf({ names: [['boya'], ['tepebasi', 'bornova']], wide: true }),
      pageOf({ names: [['kaporta']], wide: true, filters: { city: 'izmir' }, order: 'rating', offset: 24 }),
    ]) {
      const text = await indexPlan(listingPageQuery(t.app.database.db, query));
      expect(text).toMatch(
        /Index Only Scan using users_(recommended|weighted_rating_city)_idx[^\n]*\n(\s*Index Cond:[^\n]*\n)?\s*Filter: CASE WHEN/,
      );
      expect(text).not.toMatch(/users_name_terms_idx|Seq Scan/);
    }
  });

  it('pages a common name alike whether it walks the order or reads the matches and sorts them', async () => {
    const cases: Partial<ListingPageQuery>[] = [
      { names: [['oto'], ['elektrik']] },
      { names: [['fren', 'frenbalata'], ['balata']], order: 'rating' },
      { names: [['lastikci']], filters: { city: 'bursa' } },
      { names: [['motor']], filters: { city: 'konya' }, order: 'rating' },
    ];
    for (const query of cases) {
      for (const offset of [0, 12, 36, 480]) {
        const read = await repository().listingPage(pageOf({ ...query, offset }));
        const walked = await repository().listingPage(pageOf({ ...query, offset, wide: true }));
        expect(walked.map((row) => row.user)).toEqual(read.map((row) => row.user));
        if (offset === 0) expect(walked).toHaveLength(12);
      }
    }
  });

  it('never lists a business whose words only share a digest with the name a walk looks for', async () => {
    // 'usta3b0' and 'usta12ba' have the same 32-bit digest (digests_of, migration 0029).
    const [digests] = rowsOf<{ same: boolean }>(
      await t.app.database.db.execute(sql`select digests_of('{usta3b0}') = digests_of('{usta12ba}') as same`),
    );
    expect(digests?.same).toBe(true);
    await t.app.database.db
      .insert(users)
      .values([account({ businessName: 'Usta3b0 Garajı' }), account({ businessName: 'Usta12ba Garajı' })]);
    const page = await repository().listingPage(pageOf({ names: [['usta3b0']], wide: true }));
    expect(page.map((row) => (row.user as { businessName: string }).businessName)).toEqual(['Usta3b0 Garajı']);
  });

  it('reaches a page with several filters through indexes, never reading the table in full', async () => {
    const filters = { city: 'izmir', sector: 'cekici', vehicleType: 'araba' };
    const text = await plan(listingPageQuery(t.app.database.db, pageOf({ filters, offset: 12 })));
    expect(text).toMatch(/Index Scan/);
    expect(text).not.toContain('Seq Scan');
  });

  it("walks a city's recommended order for a quote's match, planned once, never through the filters' indexes", async () => {
    await t.app.database.db.execute(sql`vacuum analyze users`);
    const filters = { city: 'izmir', vehicleType: 'araba', sector: 'fren', brand: 'fiat' };
    // The statement as it is prepared once for every value: the plan PostgreSQL keeps for any city and filters.
    const generic = await keptPlan(t.app.database.db, (bind) => walkedMatchQuery(t.app.database.db, filters, 5, bind));
    expect(generic).toMatch(
      /Limit[^\n]*\n\s*-> {2}Nested Loop[^\n]*\n\s*-> {2}Limit[^\n]*\n\s*-> {2}Nested Loop Anti Join/,
    );
    expect(generic).toContain('Index Only Scan using users_recommended_city_idx');
    expect(generic).toMatch(
      /Index Scan using users_pkey[^\n]*\n\s*Index Cond: \(id = [^\n]*\n\s*Filter: \(\(vehicle_type @>/,
    );
    expect(generic).not.toMatch(/Sort|Bitmap|Seq Scan on users|business_sector_idx|business_brand_idx/);
  });

  it("matches a quote's businesses alike whether the walk finds them or the page is read", async () => {
    // Three businesses of a brand nobody else serves, last in İzmir's order: past the walk's first 200.
    const rare = [0, 1, 2].map(() => account({ city: 'izmir', businessBrand: ['lada'], rating: 0, reviewCount: 0 }));
    await t.app.database.db.insert(users).values(rare);
    const cases: { filters: ListingPageQuery['filters']; walks: boolean }[] = [
      { filters: { city: 'izmir', sector: 'fren' }, walks: true },
      { filters: { city: 'bursa', sector: 'motor', vehicleType: 'araba', brand: 'fiat' }, walks: true },
      { filters: { city: 'izmir', sector: 'cekici' }, walks: true },
      { filters: { city: 'izmir', brand: 'lada' }, walks: false },
      { filters: { city: 'izmir', sector: 'boyama', brand: 'lada' }, walks: false },
    ];
    for (const { filters, walks } of cases) {
      const query = pageOf({ filters, limit: 5 });
      const page = (await repository().listingPage(query)).map((row) => row.user);
      const walked = await walkedMatchQuery(t.app.database.db, filters, 5, inline);
      expect(walked.length === 5, JSON.stringify(filters)).toBe(walks);
      expect((await repository().listingMatches(query)).map((row) => row.user)).toEqual(page);
    }
    const lada = await repository().listingMatches(pageOf({ filters: { city: 'izmir', brand: 'lada' }, limit: 5 }));
    expect(lada.map((row) => (row.user as { id: string }).id).sort()).toEqual(rare.map((r) => r.id).sort());
  });

  it('counts a city through indexes, never reading the table in full', async () => {
    for (const filters of [{ city: 'izmir' }, { city: 'izmir', brand: 'fiat' }]) {
      const text = await plan(listingCountQuery(t.app.database.db, filters));
      expect(text).toMatch(/Index/);
      expect(text).not.toContain('Seq Scan');
    }
  });
});
