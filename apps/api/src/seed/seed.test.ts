import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cities } from '@otousta/shared/options/cities';
import { NEW_CHAT_GREETING } from '@otousta/shared/schemas/messages';
import { type HotTag, type PostPage, postTypes } from '@otousta/shared/schemas/posts';
import { businessIssue, isValidEmail, normalizePhone } from '@otousta/shared/schemas/user';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { posts } from '../modules/posts/posts.table.js';
import { reviews } from '../modules/reviews/reviews.table.js';
import { type UserRow, users } from '../modules/users/users.table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedOnFirstStart } from './seed.first-start.js';
import { businessRow, type PhotoPool } from './seed.generate.js';
import { createRandom } from './seed.random.js';
import {
  DEFAULT_BUSINESSES,
  DEMO_BUSINESS_EMAIL,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  SeedRefusedError,
  seedDemo,
} from './seed.service.js';

describe('demo data', () => {
  let t: TestApp;
  let businesses: UserRow[];
  const deps = () => ({ db: t.app.database.db, media: t.app.media, passwords: t.app.passwords });
  const countOf = async (type: 'isletme' | 'musteri') => {
    const [row] = await t.app.database.db.select({ n: count() }).from(users).where(eq(users.userType, type));
    return Number(row!.n);
  };

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true', NODE_ENV: 'development' });
    await seedOnFirstStart(t.app);
    businesses = await t.app.database.db.select().from(users).where(eq(users.userType, 'isletme'));
  }, 120_000);
  afterAll(() => t.close());

  it('fills an empty database on first start with businesses in all 81 provinces, customers and reviews', async () => {
    expect(businesses).toHaveLength(DEFAULT_BUSINESSES);
    expect(new Set(businesses.map((b) => b.city))).toEqual(new Set(cities.map((c) => c.slug)));
    expect(await countOf('musteri')).toBeGreaterThanOrEqual(DEFAULT_BUSINESSES / 4);
    const [reviewCount] = await t.app.database.db.select({ n: count() }).from(reviews);
    expect(Number(reviewCount!.n)).toBeGreaterThan(DEFAULT_BUSINESSES);
    expect(businesses.filter((b) => b.isVerified).length).toBeGreaterThan(5);
    expect(businesses.some((b) => !b.isActive)).toBe(true);
  });

  it('keeps every rating and review count equal to the reviews behind it', async () => {
    const result = await t.app.database.db.execute(sql`
      select count(*)::int as wrong from users u
      where u.user_type = 'isletme' and (
        u.review_count <> (select count(*) from reviews r where r.business_id = u.id)
        or abs(u.rating - coalesce((select avg(r.rating) from reviews r where r.business_id = u.id), 0)) > 0.00001)`);
    expect((result as unknown as { rows: { wrong: number }[] }).rows[0]!.wrong).toBe(0);
    expect(businesses.some((b) => b.reviewCount > 0 && b.rating > 0)).toBe(true);
  });

  it('makes businesses that satisfy the same rules as a registration', () => {
    for (const b of businesses) {
      expect(businessIssue(b), b.businessName ?? b.id).toBeUndefined();
      expect(normalizePhone(b.phone)).toBe(b.phone);
      expect(isValidEmail(b.email)).toBe(true);
      expect(b.photos.length).toBeGreaterThan(0);
      expect(b.searchTerms.length).toBeGreaterThan(0);
    }
    expect(new Set(businesses.flatMap((b) => b.businessSector)).size).toBeGreaterThan(15);
  });

  it('stores the generated photos with their card and thumbnail copies', async () => {
    const urls = [...new Set(businesses.flatMap((b) => b.photos))];
    expect(urls.length).toBeGreaterThanOrEqual(30);
    const card = await t.app.inject({ method: 'GET', url: urls[0]!.replace('.webp', '-card.webp') });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    const thumb = await t.app.inject({ method: 'GET', url: urls[0]!.replace('.webp', '-thumb.webp') });
    expect(thumb.statusCode).toBe(200);
  });

  it('lets both demo accounts sign in with the documented password', async () => {
    for (const email of [DEMO_CUSTOMER_EMAIL, DEMO_BUSINESS_EMAIL]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const demo = businesses.find((b) => b.email === DEMO_BUSINESS_EMAIL)!;
    expect(demo).toMatchObject({ city: 'adana', isVerified: true, isActive: true });
    // Its own pictures, shared with nobody, so removing one cannot take another business's photo.
    expect(businesses.filter((b) => b.photos.some((p) => demo.photos.includes(p)))).toHaveLength(1);
  });

  it('lists the demo businesses of the default city on the home listing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/service-providers?city=adana&limit=12' });
    const body = res.json() as { serviceProviders: { isVerified: boolean }[]; count: number };
    // Several pages of Adana, the city the listing opens on.
    expect(body.count).toBeGreaterThan(24);
  });

  it("fills every filter out of the box: hours for all, tow trucks open now near a place, 'Aracıma uyanlar', verified reviews", async () => {
    const db = t.app.database.db;
    // Every business has hours; every one that says 7/24 is open around the clock.
    const [hours] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from business_hours`));
    expect(hours!.n).toBe(businesses.length);
    // 'Çekici' + 'Şimdi açık' + 'Konumumu kullan' in Adana, at whatever hour the test runs.
    const towing = await t.app.inject({
      url: '/api/users/service-providers?sector=cekici&openNow=true&near=37.0,35.32',
    });
    expect(towing.statusCode, towing.body).toBe(200);
    const open = towing.json() as { serviceProviders: { distanceKm?: number; isOpenNow?: boolean }[]; count: number };
    expect(open.count).toBeGreaterThan(0);
    expect(open.serviceProviders[0]).toMatchObject({ isOpenNow: true, distanceKm: expect.any(Number) });
    // The rating filter has something at every step.
    for (const stars of [3, 4]) {
      const rated = await t.app.inject({ url: `/api/users/service-providers?minRating=${stars}` });
      expect(rated.json().count, `minRating=${stars}`).toBeGreaterThan(0);
    }

    // Every product on sale says what it fits (or that it fits any car), and the demo customer's car finds parts.
    const catalogue = await t.app.inject({ url: '/api/products?limit=48' });
    const shown = catalogue.json().products as { fitmentMissing: boolean }[];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((p) => p.fitmentMissing)).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().access_token}` };
    const garage = await t.app.inject({ url: '/api/vehicles', headers: auth });
    const [car] = garage.json().vehicles as { id: string; brand: string; model: string }[];
    expect(car).toMatchObject({ brand: 'toyota', model: 'Corolla' });
    const fits = await t.app.inject({ url: `/api/products?fits=${car!.id}`, headers: auth });
    expect(fits.statusCode, fits.body).toBe(200);
    expect((fits.json().products as { name: string }[]).map((p) => p.name)).toEqual(
      expect.arrayContaining([expect.stringContaining('Corolla')]),
    );
    // The one-car loop on the demo accounts' screens: the Corolla's history has a job with its final price, the
    // customer has that job to review and one booked ahead, and a request with two offers the demo business has yet to
    // answer.
    const history = await t.app.inject({ url: `/api/vehicles/${car!.id}/history`, headers: auth });
    expect(history.json().appointments).toEqual([
      expect.objectContaining({ service: 'Periyodik bakım', finalPrice: 3450, km: 46_000 }),
    ]);
    const booked = (await t.app.inject({ url: '/api/appointments', headers: auth })).json().appointments as {
      status: string;
      plate: string;
    }[];
    expect(booked.map((a) => a.status).sort()).toEqual(['completed', 'confirmed']);
    expect(booked.every((a) => a.plate === '01AYS34')).toBe(true);
    const asked = (await t.app.inject({ url: '/api/quotes', headers: auth })).json().quotes as {
      status: string;
      offers: unknown[];
      plate: string;
    }[];
    expect(asked).toEqual([expect.objectContaining({ status: 'open', plate: '01AYS34' })]);
    expect(asked[0]!.offers).toHaveLength(2);
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_BUSINESS_EMAIL, password: DEMO_PASSWORD },
    });
    const inbox = await t.app.inject({
      url: '/api/quotes',
      headers: { authorization: `Bearer ${shop.json().access_token}` },
    });
    expect(inbox.json().quotes).toEqual([expect.objectContaining({ status: 'open', state: 'new', offers: [] })]);

    // Verified reviews, each behind a completed appointment of the same customer at the same business.
    const [verified] = rowsOf<{ reviews: number; unbacked: number }>(
      await db.execute(sql`
        select count(*)::int as reviews,
          count(*) filter (where not exists (
            select 1 from appointments a where a.business_id = r.business_id and a.customer_id = r.reviewer_id
              and a.status = 'completed' and a.starts_at < r.created_at))::int as unbacked
        from reviews r where r.verified`),
    );
    expect(verified!.reviews).toBeGreaterThan(50);
    expect(verified!.unbacked).toBe(0);
  });

  it('fills the feed with posts of every type by the demo accounts, with tags, photos, likes and comments', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/posts?limit=50' });
    const feed = (res.json() as PostPage).posts;
    expect(feed.length).toBeGreaterThanOrEqual(12);
    expect(new Set(feed.map((p) => p.type))).toEqual(new Set(postTypes));
    const authors = new Set(feed.map((p) => p.authorId.id));
    for (const email of [DEMO_CUSTOMER_EMAIL, DEMO_BUSINESS_EMAIL]) {
      const account = (await t.app.database.db.select().from(users).where(eq(users.email, email)))[0]!;
      expect(authors.has(account.id), email).toBe(true);
    }
    expect(feed.every((p) => p.tags.length > 0)).toBe(true);
    expect(feed.some((p) => p.type === 'sale' && p.price! > 0)).toBe(true);
    expect(feed.some((p) => p.type === 'service' && p.serviceType)).toBe(true);
    expect(feed.some((p) => p.images.length > 1)).toBe(true);
    expect(feed.filter((p) => p.likeCount > 0 && p.commentCount > 0).length).toBeGreaterThan(3);

    const image = await t.app.inject({ method: 'GET', url: feed.find((p) => p.images.length)!.images[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const hot = (await t.app.inject({ method: 'GET', url: '/api/posts/hot-tags' })).json() as { tags: HotTag[] };
    expect(hot.tags.length).toBeGreaterThanOrEqual(3);
    expect(hot.tags[0]!.count).toBeGreaterThan(1);
    const found = await t.app.inject({ method: 'GET', url: '/api/posts/search?q=EGZOZ' });
    expect((found.json() as PostPage).posts.length).toBeGreaterThan(0);

    // The kept counts equal the likes and comments behind them.
    const wrong = await t.app.database.db.execute(sql`
      select count(*)::int as wrong from ${posts} p
      where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)
         or p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id)`);
    expect((wrong as unknown as { rows: { wrong: number }[] }).rows[0]!.wrong).toBe(0);
  });

  it('has enough completed jobs for the fair price to show in several cities', async () => {
    const shown = new Set<string>();
    for (const city of ['istanbul', 'izmir', 'ankara', 'adana', 'bursa', 'antalya']) {
      for (const sector of ['genel', 'fren', 'elektrik', 'lastik', 'kaporta', 'motor']) {
        const res = await t.app.inject({
          url: `/api/prices/estimate?sector=${sector}&vehicleType=araba&city=${city}`,
        });
        if (res.json().estimate) shown.add(city);
      }
    }
    expect(shown.size).toBeGreaterThanOrEqual(3);
  });

  it('opens the messages of both demo accounts on chats, each with replies waiting to be read', async () => {
    const signIn = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      return { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` };
    };
    const inbox = async (email: string) => {
      const headers = await signIn(email);
      const list = await t.app.inject({ method: 'GET', url: '/api/messages/conversations', headers });
      const unread = await t.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers });
      const { conversations } = list.json() as {
        conversations: { _id: string; lastMessageContent: string; unreadCount: number }[];
      };
      const first = await t.app.inject({
        method: 'GET',
        url: `/api/messages/conversations/${conversations[0]!._id}`,
        headers,
      });
      return {
        conversations,
        unread: (unread.json() as { unreadCount: number }).unreadCount,
        newest: (first.json() as { messages: { content: string; status: string }[] }).messages,
      };
    };

    const customer = await inbox(DEMO_CUSTOMER_EMAIL);
    expect(customer.conversations).toHaveLength(2);
    expect(customer.unread).toBe(1);
    // Newest first: the demo business's answer, delivered and not yet read.
    expect(customer.conversations[0]!.lastMessageContent).toContain('Cumartesi 10:00');
    expect(customer.newest.at(-1)).toMatchObject({ status: 'delivered' });
    expect(customer.newest[0]!.content).toBe(NEW_CHAT_GREETING);

    const business = await inbox(DEMO_BUSINESS_EMAIL);
    expect(business.conversations).toHaveLength(2);
    expect(business.unread).toBe(2);
  });

  it('does nothing on a later start, and refuses to seed twice without --reset', async () => {
    await seedOnFirstStart(t.app);
    expect(await countOf('isletme')).toBe(DEFAULT_BUSINESSES);
    await expect(seedDemo(deps(), { nodeEnv: 'development', businesses: 10 })).rejects.toThrow(SeedRefusedError);
    expect(await countOf('isletme')).toBe(DEFAULT_BUSINESSES);
  });

  it('never seeds a production database', async () => {
    await expect(seedDemo(deps(), { nodeEnv: 'production', businesses: 5, reset: true })).rejects.toThrow(
      'NODE_ENV=production',
    );
    expect(await countOf('isletme')).toBe(DEFAULT_BUSINESSES);
  });

  it('replaces the earlier demo data and its photo files on --reset', async () => {
    const oldPhoto = businesses.find((b) => b.email === DEMO_BUSINESS_EMAIL)!.photos[0]!;
    const file = join(t.config.UPLOAD_DIR, 'images', oldPhoto.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    const [postCount] = await t.app.database.db.select({ n: count() }).from(posts);
    const [withPhoto] = await t.app.database.db
      .select({ images: posts.images })
      .from(posts)
      .where(sql`cardinality(${posts.images}) > 0`)
      .limit(1);
    const postFile = join(t.config.UPLOAD_DIR, 'images', withPhoto!.images[0]!.replace('/uploads/', ''));
    expect(existsSync(postFile)).toBe(true);
    const summary = await seedDemo(deps(), { nodeEnv: 'development', businesses: 90, customers: 25, reset: true });
    expect(summary).toMatchObject({ businesses: 90, customers: 25 });
    expect(await countOf('isletme')).toBe(90);
    expect(await countOf('musteri')).toBe(25);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(postFile)).toBe(false);
    const [again] = await t.app.database.db.select({ n: count() }).from(posts);
    expect(again!.n).toBe(postCount!.n);
  }, 60_000);
});

describe('demo data generator', () => {
  const pool: PhotoPool = new Map([['genel', ['/uploads/a.webp', '/uploads/b.webp']]]);
  const generate = (seed: number) => {
    const random = createRandom(seed);
    let n = 0;
    const counter = { next: () => ++n };
    const now = Date.UTC(2026, 5, 1);
    return Array.from({ length: 50 }, (_, index) =>
      businessRow({ random, counter, passwordHash: 'x', now, photos: pool, index }),
    );
  };

  it('makes the same businesses from the same seed, and different ones from another', () => {
    const pick = (rows: ReturnType<typeof generate>) =>
      rows.map((r) => [r.id, r.businessName, r.city, r.businessSector, r.businessBrand, r.businessLatitude]);
    expect(pick(generate(7))).toEqual(pick(generate(7)));
    expect(pick(generate(7))).not.toEqual(pick(generate(8)));
  });
});
