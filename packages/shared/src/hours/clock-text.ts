// How the web writes Istanbul's dates and times ('14:30', 'Bugün', 'Salı 3 Aralık 14:30'), for every feature alike.
import { addDays, toLocal } from './istanbul.js';

const TZ = 'Europe/Istanbul';

/** '14:30' on the Istanbul clock. */
export const timeText = (iso: string) =>
  new Date(iso).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: TZ });

/** '4 Aralık 2026 19:40': a moment read long after it, as a security mail's. */
export const fullDateTimeText = (iso: string) =>
  new Date(iso).toLocaleString('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TZ,
  });

/** 'Salı 3 Aralık 14:30'. */
export const dateTimeText = (iso: string) =>
  new Date(iso).toLocaleString('tr-TR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TZ,
  });

/** A calendar day '2027-03-09' as Turks write it on forms and documents: '09.03.2027'. */
export const dayText = (date: string) => date.split('-').reverse().join('.');

/** 'Bugün', 'Yarın' or 'Cum 5 Ara' for a date chip. */
export function dayChip(date: string, today: string) {
  if (date === today) return 'Bugün';
  if (date === addDays(today, 1)) return 'Yarın';
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('tr-TR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** 'Pazartesi, 2 Aralık' of a calendar date. */
export const dayTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('tr-TR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** The Istanbul calendar date of an instant. */
export const localDate = (iso: string) => toLocal(new Date(iso)).date;

/** The Monday of the week of a date. */
export const mondayOf = (date: string) => addDays(date, 1 - toLocal(new Date(`${date}T12:00:00+03:00`)).weekday);
