import { addDays, fromLocal, toLocal, weekdayOf } from '@otousta/shared/hours/istanbul';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appointments } from '../modules/appointments/appointments.table.js';
import { vehicles } from '../modules/garage/garage.table.js';
import { quoteOffers, quoteRecipients, quotes } from '../modules/quotes/quotes.table.js';
import { users } from '../modules/users/users.table.js';
import { SEED_EMAIL_DOMAIN, seededId } from './seed.generate.js';
import type { Random } from './seed.random.js';

const DAY = 86_400_000;

/** The next weekday (Monday to Friday) after `date`, when the demo business is open. */
function nextWeekday(date: string): string {
  let day = addDays(date, 1);
  while (weekdayOf(day) > 5) day = addDays(day, 1);
  return day;
}

/**
 * The one-car loop on the demo accounts' own screens (docs/product.md 'Demo data'): the demo customer's Corolla
 * was serviced at the demo business three days ago (its history lists the job with its final price and 'Değerlendir'
 * waits), has a brake job booked there on the next weekday, and has an open brake request that two Adana businesses
 * have answered with offers while the demo business has yet to (its inbox shows it as new).
 */
export async function seedDemoLoop(
  db: Db,
  options: { random: Random; now: number; demoBusinessEmail: string; demoCustomerEmail: string },
): Promise<void> {
  const { random, now } = options;
  const [business] = await db.select().from(users).where(eq(users.email, options.demoBusinessEmail));
  const [customer] = await db.select().from(users).where(eq(users.email, options.demoCustomerEmail));
  if (!business || !customer) return;
  const [car] = await db.select().from(vehicles).where(eq(vehicles.ownerId, customer.id));
  if (!car) return;
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.userType, 'isletme'),
        eq(users.city, 'adana'),
        ne(users.id, business.id),
        like(users.email, `%@${SEED_EMAIL_DOMAIN}`),
        sql`${users.businessSector} @> array['fren']::text[]`,
        sql`${users.vehicleType} @> array['araba']::text[]`,
      ),
    )
    .limit(2);

  const today = toLocal(new Date(now)).date;
  const job = (date: string, minute: number, fields: Partial<typeof appointments.$inferInsert>) => {
    const startsAt = fromLocal(date, minute);
    return {
      id: seededId(random, startsAt.getTime()),
      businessId: business.id,
      customerId: customer.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      vehicleId: car.id,
      plate: car.plate,
      createdAt: new Date(startsAt.getTime() - 3 * DAY),
      updatedAt: new Date(Math.min(startsAt.getTime(), now)),
      service: 'Periyodik bakım',
      status: 'completed' as const,
      ...fields,
    };
  };
  await db.insert(appointments).values([
    job(addDays(today, -3), 10 * 60, { finalPrice: 3_450_00, km: 46_000 }),
    job(nextWeekday(today), 11 * 60, {
      service: 'Fren kontrolü',
      status: 'confirmed',
      createdAt: new Date(now - DAY),
    }),
  ]);

  const asked = now - DAY;
  const quoteId = seededId(random, asked);
  const expiresAt = new Date(asked + 7 * DAY);
  await db.insert(quotes).values({
    id: quoteId,
    customerId: customer.id,
    vehicleId: car.id,
    plate: car.plate,
    vehicleType: car.vehicleType,
    brand: car.brand,
    model: car.model,
    year: car.year,
    sector: 'fren',
    city: 'adana',
    district: 'Seyhan',
    description:
      'Frene basınca önden gıcırtı geliyor, balataların ve disklerin kontrol edilip değiştirilmesini istiyorum.',
    urgency: 'bu-hafta',
    createdAt: new Date(asked),
    expiresAt,
  });
  await db.insert(quoteRecipients).values(
    [business.id, ...others.map((o) => o.id)].map((businessId) => ({
      quoteId,
      businessId,
      createdAt: new Date(asked),
      sector: 'fren',
      urgency: 'bu-hafta',
      openUntil: expiresAt,
    })),
  );
  if (others.length === 0) return;
  await db.insert(quoteOffers).values(
    others.map((other, i) => ({
      id: seededId(random, asked + (i + 1) * 3_600_000),
      quoteId,
      businessId: other.id,
      priceMinKurus: [1_800_00, 2_400_00][i]!,
      priceMaxKurus: [2_300_00, 2_900_00][i]!,
      duration: ['2 saat', 'Yarım gün'][i]!,
      earliestDate: nextWeekday(today),
      note: ['Ön balata ve disk değişimi, orijinal parça.', 'Muadil parçayla, işçilik dahil.'][i]!,
      createdAt: new Date(asked + (i + 1) * 3_600_000),
      updatedAt: new Date(asked + (i + 1) * 3_600_000),
    })),
  );
}
