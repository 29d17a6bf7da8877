import { brandsFor } from '@otousta/shared/options/brands';
import { sectorsFor, type VehicleType } from '@otousta/shared/options/vehicles';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appointments } from '../modules/appointments/appointments.table.js';
import { quoteOffers, quoteRecipients, quotes } from '../modules/quotes/quotes.table.js';
import { users } from '../modules/users/users.table.js';
import { SEED_EMAIL_DOMAIN, seededId } from './seed.generate.js';
import type { Random } from './seed.random.js';

const DAY = 86_400_000;
/** Cities whose businesses get done jobs, so the fair price shows there ('İzmir'de benzer işler: …'). */
const JOB_CITIES = ['istanbul', 'izmir', 'ankara', 'adana', 'bursa', 'antalya'];
/** Typical prices in TL by sector; a job lands within ±40 % of it. */
const typical: Record<string, number> = { genel: 2500, fren: 1800, elektrik: 1500, lastik: 1200, kaporta: 6000 };

/**
 * Past jobs (docs/product.md 'Fair price'): each seeded business of the cities above had 3 to 6 requests in its first
 * sector accepted and completed in the last 6 months, half with a final price, each a quote, its accepted offer and
 * a completed appointment; their prices fill the fair-price tables as accepting and completing would.
 */
export async function seedJobs(db: Db, options: { random: Random; now: number }): Promise<{ jobs: number }> {
  const { random, now } = options;
  const businesses = await db
    .select({ id: users.id, city: users.city, sectors: users.businessSector, types: users.vehicleType })
    .from(users)
    .where(
      and(eq(users.userType, 'isletme'), inArray(users.city, JOB_CITIES), like(users.email, `%@${SEED_EMAIL_DOMAIN}`)),
    );
  const customers = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'musteri'), like(users.email, `%@${SEED_EMAIL_DOMAIN}`)))
  ).map((c) => c.id);
  if (customers.length === 0) return { jobs: 0 };
  const rows = { quotes: [], recipients: [], offers: [], appointments: [] } as {
    quotes: (typeof quotes.$inferInsert)[];
    recipients: (typeof quoteRecipients.$inferInsert)[];
    offers: (typeof quoteOffers.$inferInsert)[];
    appointments: (typeof appointments.$inferInsert)[];
  };
  for (const business of businesses) {
    const vehicleType = (business.types[0] ?? 'araba') as VehicleType;
    const sector = business.sectors.find((s) => sectorsFor([vehicleType]).some((o) => o.value === s));
    const brands = brandsFor([vehicleType]);
    if (!sector || brands.length === 0) continue;
    for (let n = random.int(3, 6); n > 0; n--) {
      const done = now - random.int(2, 180) * DAY;
      const asked = done - random.int(2, 10) * DAY;
      const base = (typical[sector] ?? 2000) * (0.6 + random.next() * 0.8);
      const low = Math.round(base / 50) * 50;
      const high = low + Math.round((base * random.next() * 0.3) / 50) * 50;
      const quoteId = seededId(random, asked);
      const offerId = seededId(random, asked + DAY);
      const appointmentId = seededId(random, asked + DAY);
      const customerId = random.pick(customers);
      const startsAt = new Date(done);
      rows.quotes.push({
        id: quoteId,
        customerId,
        vehicleType,
        brand: random.pick(brands).value,
        model: 'Demo',
        year: random.int(2008, 2024),
        sector,
        city: business.city,
        district: 'Merkez',
        description: 'Aracımın bakımı ve kontrolü için fiyat teklifi istiyorum, en kısa zamanda.',
        urgency: 'bu-hafta',
        status: 'accepted',
        acceptedOfferId: offerId,
        appointmentId,
        createdAt: new Date(asked),
        expiresAt: new Date(asked + 7 * DAY),
        closedAt: new Date(asked + DAY),
      });
      rows.recipients.push({
        quoteId,
        businessId: business.id,
        createdAt: new Date(asked),
        sector,
        urgency: 'bu-hafta',
        offerStatus: 'accepted',
      });
      rows.offers.push({
        id: offerId,
        quoteId,
        businessId: business.id,
        priceMinKurus: low * 100,
        priceMaxKurus: high * 100,
        duration: '1 gün',
        earliestDate: new Date(asked + DAY).toISOString().slice(0, 10),
        status: 'accepted',
        createdAt: new Date(asked + DAY),
        updatedAt: new Date(asked + DAY),
      });
      rows.appointments.push({
        id: appointmentId,
        businessId: business.id,
        customerId,
        startsAt,
        endsAt: new Date(done + 3_600_000),
        status: 'completed',
        service: `Teklif işi: ${sector}`,
        quoteId,
        finalPrice: random.chance(0.5) ? Math.round((low + (high - low) * random.next()) * 100) : null,
        createdAt: new Date(asked + DAY),
        updatedAt: startsAt,
      });
    }
  }
  const BATCH = 500;
  await db.transaction(async (tx) => {
    for (const [table, list] of [
      [quotes, rows.quotes],
      [quoteRecipients, rows.recipients],
      [quoteOffers, rows.offers],
      [appointments, rows.appointments],
    ] as const) {
      for (let i = 0; i < list.length; i += BATCH) await tx.insert(table).values(list.slice(i, i + BATCH) as never);
    }
    // Each job's price as the fair-price tables keep it: the final price, else the accepted offer's middle.
    await tx.execute(sql`
      insert into price_points (key, sector, vehicle_type, city, price)
      select 'quote:' || q.id, q.sector, q.vehicle_type, q.city,
             coalesce(a.final_price, round((o.price_min_kurus + o.price_max_kurus) / 2.0))
      from quotes q join quote_offers o on o.id = q.accepted_offer_id left join appointments a on a.id = q.appointment_id
      on conflict (key) do update set price = excluded.price`);
    await tx.execute(sql`delete from price_rollups`);
    await tx.execute(sql`
      insert into price_rollups (sector, vehicle_type, city, count, min, max, median)
      select sector, vehicle_type, city, count(*), min(price), max(price),
             round(percentile_cont(0.5) within group (order by price))
      from price_points group by sector, vehicle_type, city`);
  });
  return { jobs: rows.appointments.length };
}
