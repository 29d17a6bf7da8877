// Demo data is a bulk loader, not a feature: it writes every module's tables directly (one multi-row insert per
// table, with triggers and counters set as the modules keep them), which no production code may do. Lint exempts
// this folder from the module boundaries for that reason; nothing in modules/ imports it.
import { inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appointments } from '../modules/appointments/appointments.table.js';
import { vehicles } from '../modules/garage/garage.table.js';
import { businessHours } from '../modules/hours/hours.table.js';
import { reviews } from '../modules/reviews/reviews.table.js';
import { type NewUserRow, users } from '../modules/users/users.table.js';
import { seedDemoLoop } from './seed.demo-loop.js';
import { DEMO_VEHICLE, demoBusinessHours, hoursFor, verifiedJobs } from './seed.filters.js';
import {
  businessRow,
  customerRow,
  type PhotoPool,
  reviewsFor,
  SEED_EMAIL_DOMAIN,
  seededId,
  seededPhone,
} from './seed.generate.js';
import { seedJobs } from './seed.jobs.js';
import { seedMessages } from './seed.messages.js';
import { pictureSpecs, storedPictures, tradePicture } from './seed.photos.js';
import { seededPostPhotos, seedPosts } from './seed.posts.js';
import { createRandom } from './seed.random.js';
import { seededShopPhotos, seedShop } from './seed.shop.js';

/** The password of every seeded account (README 'Demo accounts'). */
export const DEMO_PASSWORD = 'OtoUsta2026!';
export const DEMO_CUSTOMER_EMAIL = 'musteri@otousta.com.tr';
export const DEMO_BUSINESS_EMAIL = 'isletme@otousta.com.tr';
const demoEmails = [DEMO_CUSTOMER_EMAIL, DEMO_BUSINESS_EMAIL];

export const DEFAULT_BUSINESSES = 400;
const DAY = 86_400_000;
// PostgreSQL takes at most 65 535 parameters per statement: 1 000 users × 35 columns. Reviews go 1 000 at a time:
// PGlite fails with 'Invalid array length' on a statement of 5 000 reviews (35 000 parameters).
const USER_BATCH = 1_000;
const REVIEW_BATCH = 1_000;

export interface SeedDeps {
  db: Db;
  media: {
    saveImages(files: { buffer: Buffer }[]): Promise<string[]>;
    deleteImage(url: string): Promise<void>;
  };
  passwords: { hash(password: string): Promise<string> };
  /** Progress lines for a person watching a long run. */
  log?: (line: string) => void;
}

export interface SeedOptions {
  nodeEnv: string;
  businesses?: number;
  customers?: number;
  /** The generator's seed: the same number gives the same businesses, names, cities and reviews. */
  seed?: number;
  /** Remove the accounts an earlier run created first, instead of refusing. */
  reset?: boolean;
  now?: Date;
}

export interface SeedSummary {
  businesses: number;
  customers: number;
  reviews: number;
  posts: number;
  conversations: number;
  photos: number;
  accounts: { role: string; email: string; password: string }[];
}

/** A refusal a person can act on: production database, or demo data already there. */
export class SeedRefusedError extends Error {}

const seededAccounts = or(like(users.email, `%@${SEED_EMAIL_DOMAIN}`), inArray(users.email, demoEmails))!;

async function hasSeededAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(seededAccounts).limit(1);
  return !!row;
}

/** Removes every account an earlier run made (their reviews go with them) and the pictures stored for them. */
async function removeSeeded(deps: SeedDeps): Promise<void> {
  const { db } = deps;
  const urls = await storedPictures(db, users, users.photos, seededAccounts);
  urls.push(...(await seededShopPhotos(db, seededAccounts)), ...(await seededPostPhotos(db, seededAccounts)));
  await db.transaction(async (tx) => {
    // Reviews first, in one statement, so the rating triggers run once rather than once per deleted account.
    const ids = tx.select({ id: users.id }).from(users).where(seededAccounts);
    await tx.delete(reviews).where(or(inArray(reviews.businessId, ids), inArray(reviews.reviewerId, ids)));
    await tx.delete(users).where(seededAccounts);
  });
  for (const url of urls) await deps.media.deleteImage(url);
  deps.log?.(`Önceki demo verisi silindi (${urls.length} fotoğraf).`);
}

/**
 * Demo data: businesses in all 81 provinces with generated photos, customers and their reviews, and two accounts with
 * a known password. Deterministic for a given seed. Refuses a production database.
 */
export async function seedDemo(deps: SeedDeps, options: SeedOptions): Promise<SeedSummary> {
  if (options.nodeEnv === 'production') {
    throw new SeedRefusedError('Demo verisi üretim (NODE_ENV=production) veritabanına yüklenmez.');
  }
  const { db } = deps;
  if (await hasSeededAccounts(db)) {
    if (!options.reset) {
      throw new SeedRefusedError('Demo verisi zaten yüklü. Yeniden yüklemek için --reset kullanın.');
    }
    await removeSeeded(deps);
  }

  const businessTotal = Math.max(1, options.businesses ?? DEFAULT_BUSINESSES);
  const customerTotal = Math.max(20, options.customers ?? Math.round(businessTotal / 4));
  const now = (options.now ?? new Date()).getTime();
  const random = createRandom(options.seed ?? 2026);
  // Hours and completed jobs draw from a stream of their own, so the businesses, names and reviews stay as they were.
  const jobsRandom = createRandom((options.seed ?? 2026) + 1);
  let accountNumber = 0;
  const counter = { next: () => ++accountNumber };

  // One hash for every seeded account: hashing thousands of identical passwords would only cost minutes.
  const passwordHash = await deps.passwords.hash(DEMO_PASSWORD);

  const specs = pictureSpecs(random);
  const demoSpecs = [
    { sector: 'genel', variant: 6 },
    { sector: 'elektrik', variant: 2 },
    { sector: 'fren', variant: 5 },
  ];
  const pictures = await Promise.all([...specs, ...demoSpecs].map((s) => tradePicture(s.sector, s.variant)));
  const stored = await deps.media.saveImages(pictures.map((buffer) => ({ buffer })));
  const pool: PhotoPool = new Map();
  specs.forEach((spec, i) => {
    pool.set(spec.sector, [...(pool.get(spec.sector) ?? []), stored[i]!]);
  });
  // The demo business has pictures of its own, so removing one from its profile leaves the shared ones alone.
  const demoPhotos = stored.slice(specs.length);
  deps.log?.(`${stored.length} fotoğraf üretildi.`);

  let reviewTotal = 0;
  try {
    await db.transaction(async (tx) => {
      const insertReviews = async (rows: (typeof reviews.$inferInsert)[]) => {
        for (let i = 0; i < rows.length; i += REVIEW_BATCH) {
          await tx.insert(reviews).values(rows.slice(i, i + REVIEW_BATCH));
        }
        reviewTotal += rows.length;
      };

      const demoCustomer: NewUserRow = {
        ...customerRow({ random, counter, passwordHash, now }),
        email: DEMO_CUSTOMER_EMAIL,
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        city: 'adana',
        preferences: { city: 'adana', vehicleType: ['araba'] },
      };
      const customers = [demoCustomer];
      for (let i = 1; i < customerTotal; i++) customers.push(customerRow({ random, counter, passwordHash, now }));
      for (let i = 0; i < customers.length; i += USER_BATCH) {
        await tx.insert(users).values(customers.slice(i, i + USER_BATCH));
      }
      const customerIds = customers.map((c) => c.id);
      // The demo customer's car, so 'Aracıma uyanlar' in the shop has a vehicle to filter by.
      await tx.insert(vehicles).values({
        id: seededId(jobsRandom, now - 200 * DAY),
        ownerId: demoCustomer.id!,
        ...DEMO_VEHICLE,
        createdAt: new Date(now - 200 * DAY),
        updatedAt: new Date(now - 200 * DAY),
      });
      deps.log?.(`${customers.length} müşteri eklendi.`);

      const demoCreated = now - 400 * DAY;
      const demoBusiness: NewUserRow = {
        ...businessRow({ random, counter, passwordHash, now, photos: pool, index: 0 }),
        id: seededId(random, demoCreated),
        email: DEMO_BUSINESS_EMAIL,
        phone: seededPhone(accountNumber),
        firstName: 'Mehmet',
        lastName: 'Kaya',
        city: 'adana',
        businessName: 'Kaya Oto Servis',
        businessAddress: 'Küçük Sanayi Sitesi 4. Blok No:12, Seyhan/Adana',
        businessServices:
          'Periyodik bakım, motor ve fren onarımı, oto elektrik arızaları. Bilgisayarlı arıza tespiti yapıyoruz. ' +
          'Hafta içi 08:30-19:00, cumartesi 09:00-17:00 açığız.',
        vehicleType: ['araba'],
        businessSector: ['genel', 'elektrik', 'fren'],
        businessBrand: ['fiat', 'renault', 'volkswagen', 'toyota', 'hyundai'],
        authorizedBrands: ['fiat', 'renault', 'toyota'],
        businessLatitude: 36.9914,
        businessLongitude: 35.3308,
        instagram: 'https://www.instagram.com/kayaotoservis',
        facebook: null,
        photos: demoPhotos,
        isVerified: true,
        isActive: true,
        isOnline: false,
        createdAt: new Date(demoCreated),
        updatedAt: new Date(demoCreated),
      };

      let businessCount = 0;
      for (let start = 0; start < businessTotal; start += USER_BATCH) {
        const batch: NewUserRow[] = [];
        const batchReviews: (typeof reviews.$inferInsert)[] = [];
        const batchHours: (typeof businessHours.$inferInsert)[] = [];
        const batchJobs: (typeof appointments.$inferInsert)[] = [];
        for (let index = start; index < Math.min(start + USER_BATCH, businessTotal); index++) {
          const row =
            index === 0 ? demoBusiness : businessRow({ random, counter, passwordHash, now, photos: pool, index });
          // The demo customer has not reviewed the demo business yet, so they can try it.
          const reviewers = index === 0 ? customerIds.slice(1) : customerIds;
          const written = reviewsFor(random, row, reviewers, now, index === 0 ? 7 : undefined);
          row.rating = written.rating;
          row.reviewCount = written.reviewCount;
          batch.push(row);
          batchReviews.push(...written.rows);
          batchHours.push(index === 0 ? demoBusinessHours(row.id!) : hoursFor(jobsRandom, row));
          batchJobs.push(...verifiedJobs(jobsRandom, row, written.rows));
        }
        await tx.insert(users).values(batch);
        await tx.insert(businessHours).values(batchHours);
        for (let i = 0; i < batchJobs.length; i += REVIEW_BATCH) {
          await tx.insert(appointments).values(batchJobs.slice(i, i + REVIEW_BATCH));
        }
        await insertReviews(batchReviews);
        businessCount += batch.length;
        if (businessTotal >= 10_000 && businessCount % 10_000 === 0) {
          deps.log?.(`${businessCount} / ${businessTotal} işletme eklendi.`);
        }
      }
    });
  } catch (error) {
    for (const url of stored) await deps.media.deleteImage(url).catch(() => {});
    throw error;
  }

  const shop = await seedShop(deps, {
    random,
    now,
    demoBusinessEmail: DEMO_BUSINESS_EMAIL,
    demoCustomerEmail: DEMO_CUSTOMER_EMAIL,
  });

  const feed = await seedPosts(deps, {
    random,
    now,
    demoBusinessEmail: DEMO_BUSINESS_EMAIL,
    demoCustomerEmail: DEMO_CUSTOMER_EMAIL,
  });

  const chats = await seedMessages(db, {
    random,
    now,
    demoBusinessEmail: DEMO_BUSINESS_EMAIL,
    demoCustomerEmail: DEMO_CUSTOMER_EMAIL,
  });

  const done = await seedJobs(db, { random, now });
  deps.log?.(`${done.jobs} tamamlanmış iş eklendi.`);
  await seedDemoLoop(db, {
    random,
    now,
    demoBusinessEmail: DEMO_BUSINESS_EMAIL,
    demoCustomerEmail: DEMO_CUSTOMER_EMAIL,
  });

  // Fresh statistics and visibility map: the planner picks the listing indexes and counts from them alone.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze reviews`);

  return {
    businesses: businessTotal,
    customers: customerTotal,
    reviews: reviewTotal,
    posts: feed.posts,
    conversations: chats.conversations,
    photos: stored.length + shop.photos + feed.photos,
    accounts: [
      { role: 'Müşteri', email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD },
      { role: 'İşletme', email: DEMO_BUSINESS_EMAIL, password: DEMO_PASSWORD },
    ],
  };
}

/** Whether the users table is empty: the first start of a new database. */
export async function hasNoUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return !row;
}

/** The lines printed after seeding: what was made and how to sign in. */
export function describeSeed(summary: SeedSummary): string {
  return [
    `Demo verisi hazır: ${summary.businesses} işletme, ${summary.customers} müşteri, ${summary.reviews} değerlendirme, ${summary.posts} gönderi, ${summary.conversations} sohbet, ${summary.photos} fotoğraf.`,
    'Demo hesapları:',
    ...summary.accounts.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(26)} şifre: ${a.password}`),
    `Diğer tüm demo hesaplarının (…@${SEED_EMAIL_DOMAIN}) şifresi de: ${DEMO_PASSWORD}`,
  ].join('\n');
}
