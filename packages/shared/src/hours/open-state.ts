import type { BusinessHours } from '../schemas/hours.js';
import { addDays, fromLocal, minuteToTime, timeToMinute, toLocal, weekdayOf, weekdays } from './istanbul.js';

/** How far ahead 'Kapalı · …' looks for the next opening. */
const LOOKAHEAD_DAYS = 14;

type Schedule = Pick<BusinessHours, 'weekly' | 'exceptions'>;

export interface MinuteRange {
  opens: number;
  closes: number;
}

/**
 * The opening ranges of a calendar date in minutes, earliest first: the date's exception when it has one (no ranges:
 * closed all day), otherwise the weekly ranges of its weekday.
 */
export function rangesOn(hours: Schedule, date: string): MinuteRange[] {
  const exception = hours.exceptions.find((e) => e.date === date);
  const day = weekdayOf(date);
  const ranges = exception ? exception.ranges : hours.weekly.filter((range) => range.day === day);
  return ranges
    .map((range) => ({ opens: timeToMinute(range.opens) ?? 0, closes: timeToMinute(range.closes) ?? 0 }))
    .sort((a, b) => a.opens - b.opens);
}

export interface OpenState {
  isOpen: boolean;
  /** While closed: when it opens next (within two weeks), else null. */
  nextOpenAt: Date | null;
}

/** Whether the business is open at `at`, on the Istanbul clock, and when it opens next if not. */
export function openState(hours: Schedule | null, at: Date): OpenState {
  if (!hours) return { isOpen: false, nextOpenAt: null };
  const now = toLocal(at);
  if (rangesOn(hours, now.date).some((r) => r.opens <= now.minute && now.minute < r.closes)) {
    return { isOpen: true, nextOpenAt: null };
  }
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset++) {
    const date = addDays(now.date, offset);
    const next = rangesOn(hours, date).find((r) => offset > 0 || r.opens > now.minute);
    if (next) return { isOpen: false, nextOpenAt: fromLocal(date, next.opens) };
  }
  return { isOpen: false, nextOpenAt: null };
}

const monthDay = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'long' });

/**
 * The day a closed business opens next, as the badges name it: 'Bugün', 'Yarın', the weekday within the coming week
 * ('Pazartesi'), else the date ('3 Haziran'): a weekday a week or more away would read as the nearer one.
 */
function nextOpenDay(nextOpenAt: Date, at: Date): string {
  const next = toLocal(nextOpenAt);
  const today = toLocal(at).date;
  if (next.date === today) return 'Bugün';
  if (next.date === addDays(today, 1)) return 'Yarın';
  if (next.date < addDays(today, 7)) return weekdays[next.weekday - 1]!.label;
  return monthDay.format(nextOpenAt);
}

/**
 * The badge's words: 'Şimdi açık', or 'Kapalı · Bugün 13:30' / 'Kapalı · Yarın 09:00' / 'Kapalı · Pazartesi 09:00' /
 * 'Kapalı · 3 Haziran 09:00', or plain 'Kapalı' when nothing is open in the next two weeks.
 */
export function openLabel(state: { isOpen: boolean; nextOpenAt: Date | string | null }, at: Date): string {
  if (state.isOpen) return 'Şimdi açık';
  if (!state.nextOpenAt) return 'Kapalı';
  const nextOpenAt = new Date(state.nextOpenAt);
  return `Kapalı · ${nextOpenDay(nextOpenAt, at)} ${minuteToTime(toLocal(nextOpenAt).minute)}`;
}

/** Open every minute of every weekday (a 00:00–24:00 range each day), whatever the dated exceptions say. */
export const alwaysOpen = (hours: Schedule | null): boolean =>
  !!hours &&
  weekdays.every(({ value }) =>
    hours.weekly.some((r) => r.day === value && timeToMinute(r.opens) === 0 && timeToMinute(r.closes) === 1440),
  );

/** The locative suffix of a clock time as Turkish reads it aloud: by its last word ('dokuz' → 'da', 'on beş' → 'te'). */
function locativeSuffix(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  // 24-hour times are read as numbers ('13:00' is 'on üç', '09:30' ends in 'otuz'): the ones digit names the last
  // word, or the tens when it is 0.
  const spoken = minute === 0 ? hour : minute;
  const last = spoken % 10 || spoken;
  const byWord: Record<number, string> = {
    0: 'da',
    1: 'de',
    2: 'de',
    3: 'te',
    4: 'te',
    5: 'te',
    6: 'da',
    7: 'de',
    8: 'de',
    9: 'da',
    10: 'da',
    20: 'de',
    30: 'da',
    40: 'ta',
    50: 'de',
  };
  return byWord[last] ?? 'de';
}

/**
 * A tow service's state in words (docs/product.md §2 'Towing list'): 'Açık · 7/24', 'Açık', or 'Kapalı · 09:00'da
 * açılır' (today), 'Kapalı · Yarın 09:00'da açılır', 'Kapalı · Pazartesi 09:00'da açılır' (within the coming week),
 * 'Kapalı · 3 Haziran 09:00'da açılır' (later); plain 'Kapalı' when nothing opens within two weeks.
 */
export function towingOpenLabel(hours: Schedule | null, at: Date): string {
  const state = openState(hours, at);
  if (state.isOpen) return alwaysOpen(hours) ? 'Açık · 7/24' : 'Açık';
  if (!state.nextOpenAt) return 'Kapalı';
  const day = nextOpenDay(state.nextOpenAt, at);
  const time = minuteToTime(toLocal(state.nextOpenAt).minute);
  return `Kapalı · ${day === 'Bugün' ? '' : `${day} `}${time}'${locativeSuffix(time)} açılır`;
}
