import { toLocal } from '@otousta/shared/hours/istanbul';
import { and, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { splitWeek } from '../../test/hours.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { users } from '../users/users.table.js';
import { createHoursService } from './hours.service.js';

describe('business hours', () => {
  const t = useTestApp();
  const business = beforeTests(() => createActor(t.app, businessRow('Saatli Oto')));
  const other = beforeTests(() => createActor(t.app, businessRow('Başka Oto')));
  const customer = beforeTests(() => createActor(t.app));

  const put = (who: Actor | undefined, id: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/businesses/${id}/hours`, headers: who?.auth, payload: payload as object });

  it('a business sets its split weekly hours, and its profile carries them with isOpenNow', async () => {
    const res = await put(business, business.id, {
      ...splitWeek,
      exceptions: [{ date: '2099-01-01', label: 'Yılbaşı', ranges: [] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().hours.weekly).toHaveLength(14);
    expect(res.json().hours.exceptions).toEqual([{ date: '2099-01-01', label: 'Yılbaşı', ranges: [] }]);

    const profile = (await t.app.inject({ url: `/api/users/${business.id}` })).json().user;
    expect(profile.hours.weekly[0]).toEqual({ day: 1, opens: '09:00', closes: '12:30' });
    expect(profile.hours.slotMinutes).toBe(60);
    expect(typeof profile.isOpenNow).toBe('boolean');
    const { minute } = toLocal(new Date());
    const open = (minute >= 540 && minute < 750) || (minute >= 810 && minute < 1140);
    expect(profile.isOpenNow).toBe(open);
    expect(profile.verifiedReviewCount).toBe(0);

    const otherProfile = (await t.app.inject({ url: `/api/users/${other.id}` })).json().user;
    expect(otherProfile).toMatchObject({ hours: null, isOpenNow: false });
    const customerProfile = (await t.app.inject({ url: `/api/users/${customer.id}` })).json().user;
    expect(customerProfile.hours).toBeUndefined();
  });

  it("the listing's cards carry the profile's hours and isOpenNow, on a first page and on a later one", async () => {
    const profileOf = async (id: string) => (await t.app.inject({ url: `/api/users/${id}` })).json().user;
    const page = async (query: string) =>
      (await t.app.inject({ url: `/api/users/service-providers?sort=newest&${query}` })).json().serviceProviders as {
        id: string;
        hours: unknown;
        isOpenNow: boolean;
      }[];
    // Newest first: 'Başka Oto' (no hours), then 'Saatli Oto'. A first page reads the hours in its own statement, a
    // later page apart; both must agree with the profile.
    const first = await page('page=1&limit=2');
    const later = await page('page=2&limit=1');
    expect(later.map((b) => b.id)).toEqual([business.id]);
    const saatli = await profileOf(business.id);
    expect(saatli.hours).not.toBeNull();
    for (const card of [first.find((b) => b.id === business.id), later[0]]) {
      expect(card).toMatchObject({ hours: saatli.hours, isOpenNow: saatli.isOpenNow });
    }
    expect(first.find((b) => b.id === other.id)).toMatchObject({ hours: null, isOpenNow: false });
  });

  it('only the business itself edits its hours: another business and a customer get 403, a stranger 401', async () => {
    expect((await put(other, business.id, splitWeek)).statusCode).toBe(403);
    const byCustomer = await put(customer, customer.id, splitWeek);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().message).toBe('Çalışma saatlerini yalnızca işletmenin kendisi düzenleyebilir.');
    expect((await put(undefined, business.id, splitWeek)).statusCode).toBe(401);
    const hours = (await t.app.inject({ url: `/api/businesses/${business.id}/hours` })).json().hours;
    expect(hours.weekly).toHaveLength(14);
  });

  it('bad times answer 400 in Turkish: 25:00, a range ending before it starts, overlapping ranges', async () => {
    const late = await put(business, business.id, {
      ...splitWeek,
      weekly: [{ day: 1, opens: '25:00', closes: '26:00' }],
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Saatleri SS:DD biçiminde, 00:00 ile 24:00 arasında yazın (ör. 09:00).');
    const backwards = await put(business, business.id, {
      ...splitWeek,
      weekly: [{ day: 2, opens: '18:00', closes: '09:00' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Kapanış saati açılış saatinden sonra olmalıdır.');
    const overlap = await put(business, business.id, {
      ...splitWeek,
      weekly: [
        { day: 3, opens: '09:00', closes: '13:00' },
        { day: 3, opens: '12:00', closes: '18:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe('Aynı günün saat aralıkları çakışamaz.');
    const capacity = await put(business, business.id, { ...splitWeek, capacity: 0 });
    expect(capacity.statusCode).toBe(400);
    expect(capacity.json().message).toContain('1 ile 20');
  });

  it('offers the days of Turkish public holidays, bayrams day by day', async () => {
    const res = await t.app.inject({ url: '/api/hours/holidays?year=2026' });
    expect(res.statusCode).toBe(200);
    const dates = res.json().holidays.map((h: { date: string; name: string }) => `${h.date} ${h.name}`);
    expect(dates).toContain('2026-10-29 Cumhuriyet Bayramı');
    expect(dates).toContain('2026-03-20 Ramazan Bayramı (1. gün)');
    expect(dates).toContain('2026-05-30 Kurban Bayramı (4. gün)');
    expect((await t.app.inject({ url: '/api/hours/holidays?year=abc' })).statusCode).toBe(400);
  });

  it('the SQL condition for an openNow filter agrees with isOpenNow at fixed moments', async () => {
    const hours = createHoursService({ db: t.app.database.db, businesses: { getPublicBusiness: async () => ({}) } });
    await put(other, other.id, {
      weekly: [{ day: 6, opens: '10:00', closes: '14:00' }],
      exceptions: [{ date: '2026-03-16', label: 'Özel gün', ranges: [{ opens: '20:00', closes: '22:00' }] }],
      slotMinutes: 30,
      capacity: 3,
    });
    const ids = [business.id, other.id];
    const openAt = async (iso: string) =>
      (
        await t.app.database.db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), hours.openAt(users.id, new Date(iso))))
      ).map((r) => r.id);
    // Monday 2026-03-16 10:00 Istanbul: the split week is open; the other's exception keeps it closed until 20:00.
    expect(await openAt('2026-03-16T07:00:00Z')).toEqual([business.id]);
    // Monday 12:45 (lunch): nobody. Monday 21:00: only the exception's evening.
    expect(await openAt('2026-03-16T09:45:00Z')).toEqual([]);
    expect(await openAt('2026-03-16T18:00:00Z')).toEqual([other.id]);
    // Saturday 2026-03-21 13:59 Istanbul (10:59 UTC): both.
    expect((await openAt('2026-03-21T10:59:00Z')).sort()).toEqual([...ids].sort());
    // The same moments through isOpenNow of the profile facts.
    const facts = await hours.profileFacts(ids, new Date('2026-03-16T18:00:00Z'));
    expect(facts.get(other.id)?.isOpenNow).toBe(true);
    expect(facts.get(business.id)?.isOpenNow).toBe(false);
  });
});
