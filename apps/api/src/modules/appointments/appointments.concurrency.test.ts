import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { dayFromToday, istanbul, setHours } from '../../test/hours.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { appointments } from './appointments.table.js';

/**
 * Customers taking the last places of a slot at the same moment (docs/decisions/024-hours-and-appointments.md).
 * Meaningful on PostgreSQL, where the bookings run at once over a pool of connections; PGlite runs them one after
 * another, which must give the same result.
 */
describe('concurrent bookings of the last places', () => {
  const t = useTestApp();
  const business = beforeTests(() => createActor(t.app, businessRow('Kalabalık Servis')));
  const day = dayFromToday(2);

  const bookAll = (customers: Actor[], time: string) =>
    Promise.all(
      customers.map((customer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: customer.auth,
          payload: { businessId: business.id, startsAt: istanbul(day, time), service: 'Lastik değişimi' },
        }),
      ),
    );

  const stored = async (time: string) =>
    t.app.database.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.businessId, business.id),
          eq(appointments.startsAt, new Date(istanbul(day, time))),
          inArray(appointments.status, ['requested', 'confirmed']),
        ),
      );

  it('two customers booking the last place at once: one gets it, the other a clear 409', async () => {
    await setHours(t.app, business, { capacity: 1 });
    for (const time of ['09:00', '10:00', '11:00', '13:30', '14:30']) {
      const pair = [await createActor(t.app), await createActor(t.app)];
      const results = await bookAll(pair, time);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('APPOINTMENT_SLOT_FULL');
      expect(await stored(time)).toHaveLength(1);
    }
  });

  it('30 customers for a slot of capacity 3: exactly 3 bookings', async () => {
    await setHours(t.app, business, { capacity: 3 });
    const customers: Actor[] = [];
    for (let i = 0; i < 30; i++) customers.push(await createActor(t.app));
    const results = await bookAll(customers, '16:30');
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(27);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await stored('16:30')).toHaveLength(3);
  });
});
