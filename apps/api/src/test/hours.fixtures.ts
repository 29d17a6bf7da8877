import { addDays, toLocal } from '@otousta/shared/hours/istanbul';
import type { App } from '../app.js';
import type { Actor } from './actors.js';

/** Every day 09:00–12:30 and 13:30–19:00 (a lunch break), hour-long slots, one customer per slot. */
export const splitWeek = {
  weekly: [1, 2, 3, 4, 5, 6, 7].flatMap((day) => [
    { day, opens: '09:00', closes: '12:30' },
    { day, opens: '13:30', closes: '19:00' },
  ]),
  exceptions: [] as { date: string; label?: string; ranges: { opens: string; closes: string }[] }[],
  slotMinutes: 60,
  capacity: 1,
};

/** Sets the business's hours through the API, as the business does in /profilim. */
export async function setHours(app: App, business: Actor, hours: Partial<typeof splitWeek> = {}) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/businesses/${business.id}/hours`,
    headers: business.auth,
    payload: { ...splitWeek, ...hours },
  });
  if (res.statusCode !== 200) throw new Error(`setting hours failed: ${res.body}`);
}

/** An Istanbul calendar date `days` from today. */
export const dayFromToday = (days: number) => addDays(toLocal(new Date()).date, days);

/** The instant of `HH:MM` on an Istanbul date, as a client sends it. */
export const istanbul = (date: string, time: string) => `${date}T${time}:00+03:00`;
