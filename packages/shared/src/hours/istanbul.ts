/**
 * Business hours are kept in Turkey's wall-clock time (docs/decisions/024-hours-and-appointments.md). These helpers
 * turn an instant into the date, weekday and minute of day in Europe/Istanbul and back, through the time-zone rules
 * of the runtime (Intl), so the code stays right if the country's rules ever change again.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Istanbul';

/** ISO weekdays, Monday first, with their Turkish names (here, not beside the hours schema: the open badge of every
 * listing card needs them without zod). */
export const weekdays = [
  { value: 1, label: 'Pazartesi' },
  { value: 2, label: 'Salı' },
  { value: 3, label: 'Çarşamba' },
  { value: 4, label: 'Perşembe' },
  { value: 5, label: 'Cuma' },
  { value: 6, label: 'Cumartesi' },
  { value: 7, label: 'Pazar' },
] as const;

export interface LocalMoment {
  /** YYYY-MM-DD in Istanbul. */
  date: string;
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number;
  /** Minutes since local midnight, 0–1439. */
  minute: number;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function fields(at: Date) {
  const out: Record<string, number> = {};
  for (const part of parts.formatToParts(at)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date, weekday and minute of `at` on an Istanbul clock. */
export function toLocal(at: Date): LocalMoment {
  const f = fields(at);
  const date = `${f.year}-${pad(f.month)}-${pad(f.day)}`;
  return { date, weekday: weekdayOf(date), minute: f.hour * 60 + f.minute };
}

/** ISO weekday (1 = Monday) of a calendar date. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant at which Istanbul's clock shows `minute` on `date`. */
export function fromLocal(date: string, minute: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minute);
  // The zone's offset at a guess, then once more at the corrected instant (enough for any one change of offset).
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const f = fields(new Date(guess));
    const shown = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
    guess = wall - (shown - guess);
  }
  return new Date(guess);
}

/** 'HH:MM' of a minute of the day (1440 reads '24:00', the end of a day). */
export const minuteToTime = (minute: number): string => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** Minutes of 'HH:MM' ('24:00' is 1440); undefined for anything else, such as '25:00' or '9:5'. */
export function timeToMinute(time: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute <= 1440 ? minute : undefined;
}
