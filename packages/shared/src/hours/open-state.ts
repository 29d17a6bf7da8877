import type { BusinessHours } from '../schemas/hours.js';
import { weekdays } from '../schemas/hours.js';
import { addDays, fromLocal, minuteToTime, timeToMinute, toLocal, weekdayOf } from './istanbul.js';

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
 * The badge's words: 'Şimdi açık', or 'Kapalı · Bugün 13:30' / 'Kapalı · Yarın 09:00' / 'Kapalı · Pazartesi 09:00' /
 * 'Kapalı · 3 Haziran 09:00', or plain 'Kapalı' when nothing is open in the next two weeks.
 */
export function openLabel(state: { isOpen: boolean; nextOpenAt: Date | string | null }, at: Date): string {
  if (state.isOpen) return 'Şimdi açık';
  if (!state.nextOpenAt) return 'Kapalı';
  const next = toLocal(new Date(state.nextOpenAt));
  const today = toLocal(at).date;
  const time = minuteToTime(next.minute);
  let day: string;
  if (next.date === today) day = 'Bugün';
  else if (next.date === addDays(today, 1)) day = 'Yarın';
  else if (next.date < addDays(today, 7)) day = weekdays[next.weekday - 1]!.label;
  else day = monthDay.format(new Date(state.nextOpenAt));
  return `Kapalı · ${day} ${time}`;
}
