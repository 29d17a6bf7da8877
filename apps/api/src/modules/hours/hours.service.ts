import { minuteToTime, timeToMinute, toLocal } from '@otousta/shared/hours/istanbul';
import { openState } from '@otousta/shared/hours/open-state';
import type { BusinessHours, Holiday, HoursResponse, ValidHours } from '@otousta/shared/schemas/hours';
import Holidays from 'date-holidays';
import type { Column, SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/identity.js';
import { createHoursRepository, openAtCondition, type StoredHours, storedHoursOf } from './hours.repository.js';

/** A business may be shown open, and booked, only when it is public (the users module decides that). */
export interface PublicBusinesses {
  getPublicBusiness(id: string): Promise<unknown | undefined>;
}

/** The schedule as answers carry it: 'HH:MM' ranges, and only today's and later exceptions. */
function toHours(row: StoredHours, at: Date): BusinessHours {
  const today = toLocal(at).date;
  const range = (r: { opens: number; closes: number }) => ({
    opens: minuteToTime(r.opens),
    closes: minuteToTime(r.closes),
  });
  return {
    weekly: [...row.weekly]
      .sort((a, b) => a.day - b.day || a.opens - b.opens)
      .map((r) => ({ day: r.day, ...range(r) })),
    exceptions: row.exceptions
      .filter((e) => e.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((e) => ({ date: e.date, label: e.label, ranges: e.ranges.map(range) })),
    slotMinutes: row.slotMinutes,
    capacity: row.capacity,
    timeZone: 'Europe/Istanbul',
  };
}

const minutes = (r: { opens: string; closes: string }) => ({
  opens: timeToMinute(r.opens)!,
  closes: timeToMinute(r.closes)!,
});

/** Turkey's public holidays of a year, one entry per Istanbul calendar day a holiday covers (bayrams span several). */
function turkishHolidays(year: number): Holiday[] {
  const source = new Holidays('TR', { languages: ['tr'], types: ['public'] });
  const days: Holiday[] = [];
  for (const holiday of source.getHolidays(year, 'tr')) {
    const covered: string[] = [];
    // A day belongs to the holiday when its local midday falls inside it (religious holidays begin at sunset before).
    for (let t = holiday.start.getTime(); t < holiday.end.getTime() + 86_400_000; t += 86_400_000) {
      const date = toLocal(new Date(t)).date;
      const midday = new Date(`${date}T12:00:00+03:00`).getTime();
      if (midday >= holiday.start.getTime() && midday < holiday.end.getTime() && !covered.includes(date)) {
        covered.push(date);
      }
    }
    covered.forEach((date, i) => {
      if (date.startsWith(String(year))) {
        days.push({ date, name: covered.length > 1 ? `${holiday.name} (${i + 1}. gün)` : holiday.name });
      }
    });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** What a business's profile and card carry of its schedule at a moment. */
const profileFacts = (hours: BusinessHours, at: Date) => ({ hours, isOpenNow: openState(hours, at).isOpen });

/**
 * A business's hours read in another module's statement about businesses (one round trip for a listing page):
 * `column` is the stored schedule of the business whose id is given, `facts` what a card carries of it.
 */
export const hoursInStatements = {
  column: storedHoursOf,
  // `stored` is what `column` read: this module's own JSON of its own row.
  facts: (stored: unknown, at: Date) => (stored ? profileFacts(toHours(stored as StoredHours, at), at) : undefined),
};

export function createHoursService(deps: { db: Db; businesses: PublicBusinesses }) {
  const repository = createHoursRepository(deps.db);

  async function schedules(ids: readonly string[], at: Date, tx?: Tx): Promise<Map<string, BusinessHours>> {
    const rows = await repository.find([...new Set(ids)], tx);
    return new Map(rows.map((row) => [row.businessId, toHours(row, at)]));
  }

  function view(hours: BusinessHours | null, at: Date): HoursResponse {
    const state = openState(hours, at);
    return { hours, isOpenNow: state.isOpen, nextOpenAt: state.nextOpenAt?.toISOString() ?? null };
  }

  return {
    /** The public hours of a business with whether it is open at `at`; 404 for a business the public may not see. */
    async forBusiness(businessId: string, at = new Date()): Promise<HoursResponse> {
      if (!(await deps.businesses.getPublicBusiness(businessId))) throw notFound('BUSINESS_NOT_FOUND');
      return view((await schedules([businessId], at)).get(businessId) ?? null, at);
    },

    /** Replaces the whole schedule; only the business itself may (docs/product.md §10 'Business hours'). */
    async replace(actor: AuthUser, businessId: string, input: ValidHours, at = new Date()): Promise<HoursResponse> {
      if (actor.id !== businessId || actor.userType !== 'isletme') throw forbidden('HOURS_BUSINESS_ONLY');
      const row = await repository.save({
        businessId,
        weekly: input.weekly.map((r) => ({ day: r.day, ...minutes(r) })),
        exceptions: input.exceptions.map((e) => ({ date: e.date, label: e.label, ranges: e.ranges.map(minutes) })),
        slotMinutes: input.slotMinutes,
        capacity: input.capacity,
      });
      return view(toHours(row, at), at);
    },

    /** The schedules of several businesses (absent: none entered), for appointments and profiles; `tx` reads inside a transaction. */
    schedules,

    /** `hours` and `isOpenNow` of each business that entered hours, as profiles and cards carry them. */
    async profileFacts(ids: readonly string[], at = new Date()) {
      const found = await schedules(ids, at);
      return new Map([...found].map(([id, hours]) => [id, profileFacts(hours, at)] as const));
    },

    /**
     * For the listing's `openNow=true`: an SQL condition true for the businesses open at `at` on the Istanbul clock,
     * e.g. `where(and(filters, hours.openAt(users.id, new Date())))`. Computed from the moment's local date, weekday
     * and minute, exactly like `isOpenNow`.
     */
    openAt: (businessId: Column | SQL, at: Date): SQL => openAtCondition(businessId, toLocal(at)),

    holidays: (year: number): Holiday[] => turkishHolidays(year),
  };
}

export type HoursService = ReturnType<typeof createHoursService>;
