import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cities } from '@otousta/shared/options/cities';
import { businessIssue, isValidEmail, normalizePhone } from '@otousta/shared/schemas/user';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { reviews } from '../reviews/reviews.table.js';
import { type UserRow, users } from '../users/users.table.js';
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
    const summary = await seedDemo(deps(), { nodeEnv: 'development', businesses: 90, customers: 25, reset: true });
    expect(summary).toMatchObject({ businesses: 90, customers: 25 });
    expect(await countOf('isletme')).toBe(90);
    expect(await countOf('musteri')).toBe(25);
    expect(existsSync(file)).toBe(false);
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
