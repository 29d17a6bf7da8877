import { TOWING_SECTOR } from '@otousta/shared/options/vehicles';
import type { appointments } from '../modules/appointments/appointments.table.js';
import type { businessHours, StoredRange } from '../modules/hours/hours.table.js';
import type { NewReviewRow } from '../modules/reviews/reviews.table.js';
import type { NewUserRow } from '../modules/users/users.table.js';
import { seededId } from './seed.generate.js';
import type { Random } from './seed.random.js';

const HOUR = 60;
const range = (days: number[], opens: number, closes: number): StoredRange[] =>
  days.map((day) => ({ day, opens, closes }));
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** A business says it works around the clock in its name or its services ('7/24 çekici ve yol yardım …'). */
const saysAroundTheClock = (business: Pick<NewUserRow, 'businessName' | 'businessServices'>) =>
  /7\s*\/\s*24/.test(`${business.businessName ?? ''} ${business.businessServices ?? ''}`);

/**
 * Opening hours for every demo business, so 'Şimdi açık' finds businesses on the first start: around the clock where
 * the business says so, long days for other tow trucks, and workshop hours (weekdays, most Saturdays, a few Sundays)
 * for the rest.
 */
export function hoursFor(random: Random, business: NewUserRow): typeof businessHours.$inferInsert {
  let weekly: StoredRange[];
  if (saysAroundTheClock(business)) weekly = range(EVERY_DAY, 0, 24 * HOUR);
  else if (business.businessSector?.includes(TOWING_SECTOR)) weekly = range(EVERY_DAY, 7 * HOUR, 23 * HOUR);
  else {
    const opens = random.pick([8 * HOUR, 8 * HOUR + 30, 9 * HOUR]);
    const closes = random.pick([18 * HOUR, 18 * HOUR + 30, 19 * HOUR]);
    weekly = [
      ...range(WEEKDAYS, opens, closes),
      ...(random.chance(0.85) ? range([6], 9 * HOUR, random.pick([14 * HOUR, 17 * HOUR])) : []),
      ...(random.chance(0.1) ? range([7], 10 * HOUR, 16 * HOUR) : []),
    ];
  }
  return { businessId: business.id!, weekly, exceptions: [], slotMinutes: 60, capacity: random.int(1, 4) };
}

/** What a customer had done, by the business's first sector. */
const jobNames: Record<string, string> = {
  genel: 'Periyodik bakım',
  elektrik: 'Elektrik arızası',
  fren: 'Fren balatası değişimi',
  cekici: 'Araç çekme',
  lastik: 'Lastik değişimi ve balans',
  kaporta: 'Kaporta onarımı',
  boyama: 'Lokal boya',
  motor: 'Motor arızası',
};

/**
 * A completed appointment behind part of a business's reviews, each review then marked verified ('Doğrulanmış
 * hizmet'), as the product does when a customer reviews a job the business completed: the job a day or more before
 * the review. The rows are changed in place; the appointments are answered.
 */
export function verifiedJobs(
  random: Random,
  business: NewUserRow,
  rows: NewReviewRow[],
): (typeof appointments.$inferInsert)[] {
  const jobs: (typeof appointments.$inferInsert)[] = [];
  for (const review of rows) {
    if (!random.chance(0.45)) continue;
    const reviewedAt = (review.createdAt as Date).getTime();
    const startsAt = new Date(reviewedAt - random.int(1, 10) * 86_400_000);
    startsAt.setUTCHours(random.int(6, 14), 0, 0, 0);
    review.verified = true;
    jobs.push({
      id: seededId(random, startsAt.getTime()),
      businessId: business.id!,
      customerId: review.reviewerId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      status: 'completed',
      service: jobNames[business.businessSector?.[0] ?? ''] ?? 'Bakım ve onarım',
      createdAt: startsAt,
      updatedAt: startsAt,
    });
  }
  return jobs;
}

/** The demo business's hours, as its services text gives them: weekdays 08:30–19:00, Saturday 09:00–17:00. */
export const demoBusinessHours = (businessId: string): typeof businessHours.$inferInsert => ({
  businessId,
  weekly: [...range(WEEKDAYS, 8 * HOUR + 30, 19 * HOUR), ...range([6], 9 * HOUR, 17 * HOUR)],
  exceptions: [],
  slotMinutes: 60,
  capacity: 3,
});

/** The demo customer's car in 'Araçlarım'; parts of the demo shop fit it. */
export const DEMO_VEHICLE = {
  plate: '01AYS34',
  vehicleType: 'araba',
  brand: 'toyota',
  model: 'Corolla',
  year: 2020,
  km: 48_500,
} as const;
