import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPlan } from '../../test/kept-plan.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type BusinessFilters, businessPageQuery } from './quotes.repository.js';

const BUSINESSES = 30_000;
const REQUESTS = 15_000;
const BUSY = 'plan-busy';

describe("a business's panel, as the plan kept for any business", () => {
  let t: TestApp;

  // Most businesses have an offer or two; the busy one has hundreds: the statistics the kept plan is made from.
  beforeAll(async () => {
    t = await createTestApp();
    const run = (statement: string) => t.app.database.db.execute(sql.raw(statement));
    await run(
      `insert into users (id, email, phone, password_hash, first_name, last_name, city, birth_date, user_type,
         business_name)
       select 'plan-' || i, 'plan' || i || '@example.com', '+90530' || lpad(i::text, 7, '0'), 'x', 'Usta', 'No' || i,
         'izmir', '1980-01-01', case when i = 0 then 'musteri' else 'isletme' end, 'Servis ' || i
       from generate_series(0, ${BUSINESSES}) i`,
    );
    await run(
      `insert into users (id, email, phone, password_hash, first_name, last_name, city, birth_date, user_type)
       values ('${BUSY}', 'busy@example.com', '+905399999999', 'x', 'Yoğun', 'Servis', 'izmir', '1980-01-01', 'isletme')`,
    );
    await run(
      `insert into quotes (id, customer_id, vehicle_type, brand, model, year, sector, city, district, description,
         urgency, created_at, expires_at)
       select 'plan-quote-' || i, 'plan-0', 'araba', 'fiat', 'Egea', 2019, 'fren', 'izmir', 'Karşıyaka',
         'Fren pedalı yumuşadı, kontrol ve bakım istiyorum.', 'bu-hafta', now() - i * interval '1 minute',
         now() + interval '7 days'
       from generate_series(1, ${REQUESTS}) i`,
    );
    // Three businesses per request, spread over all of them, the busy one on every 25th; an offer on a third of them.
    await run(
      `insert into quote_recipients (quote_id, business_id, created_at, sector, urgency, open_until)
       select q.id, 'plan-' || (1 + (n * 7919 + k * 104729) % ${BUSINESSES}), q.created_at, q.sector, q.urgency,
         q.expires_at
       from (select *, row_number() over () as n from quotes) q, generate_series(0, 2) k
       union all
       select id, '${BUSY}', created_at, sector, urgency, expires_at from quotes
       where (substring(id from 12))::int % 25 = 0
       on conflict do nothing`,
    );
    await run(
      `insert into quote_offers (id, quote_id, business_id, price_min_kurus, price_max_kurus, duration, earliest_date)
       select 'plan-offer-' || quote_id || '-' || business_id, quote_id, business_id, 150000, 180000, '2 saat',
         current_date
       from quote_recipients where abs(hashtext(quote_id || business_id)) % 3 = 0`,
    );
    await run('vacuum analyze');
  }, 60_000);
  afterAll(() => t?.close());

  /** The panel's statement as the repository prepares it once per connection, planned for any business. */
  const panelPlan = (filters: BusinessFilters) =>
    keptPlan(t.app.database.db, (bind) =>
      businessPageQuery(t.app.database.db, { businessId: BUSY, filters, paging: { offset: 0, limit: 10 } }, bind),
    );

  it.each([
    ['every request', {}],
    ["'Yeni'", { state: 'new' }],
  ] as const)(
    "finds the busy business's own offer on each row of %s by request and business together",
    async (_view, filters) => {
      const lines = (await panelPlan(filters)).split('\n').map((line) => line.trim());
      const scan = lines.findIndex((line) => /^-> {2}Index (Only )?Scan using \w+ on quote_offers$/.test(line));
      expect(scan).toBeGreaterThan(0);
      const [condition, next = ''] = lines.slice(scan + 1);
      expect(condition).toMatch(/^Index Cond: /);
      expect(condition).toContain('quote_id = quotes.id');
      expect(condition).toContain('business_id = $');
      // No filter over a business's offers read off an index of the business alone.
      expect(next).not.toMatch(/^Filter:/);
    },
  );
});
