import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';

/**
 * Every date and time the API takes is read here (docs/decisions/039-one-date-rule.md): a real calendar day (no
 * 30 February, which JavaScript's Date would quietly read as 2 March) in the years 1900–2100. Outside that window a
 * date is a typo or a probe, and the tools stop agreeing: Date.UTC reads year 26 as 1926, and a year past 9999 has
 * no ISO spelling PostgreSQL reads.
 */
export const DATE_LIMITS = { yearMin: 1900, yearMax: 2100 } as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'YYYY-MM-DDTHH:MM[:SS[.mmm]]' with 'Z' or an offset of at most ±14:00; hours 00–23. */
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-3]):[0-5]\d|[+-]14:00)$/;

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** What is wrong with a date: no real 'YYYY-MM-DD' day ('format'), or a year outside the window ('range'). */
export type DateIssue = 'format' | 'range';

/** Why `value` is no date the API takes, or undefined when it is one. */
export function calendarDateIssue(value: string): DateIssue | undefined {
  const match = DAY.exec(value);
  if (!match) return 'format';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return 'format';
  return year < DATE_LIMITS.yearMin || year > DATE_LIMITS.yearMax ? 'range' : undefined;
}

/** Why `value` is no instant the API takes (a real day and time with its offset, in the window), or undefined. */
export function instantIssue(value: string): DateIssue | undefined {
  const match = INSTANT.exec(value);
  return match ? calendarDateIssue(match[1]!) : 'format';
}

/** Whether an instant (as a Date) lies in the window, for dates that arrive as numbers or inside cursors. */
export const isInDateWindow = (at: Date) => {
  const year = at.getUTCFullYear();
  return year >= DATE_LIMITS.yearMin && year <= DATE_LIMITS.yearMax;
};

const checked = (check: (value: string) => DateIssue | undefined, message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .superRefine((value, ctx) => {
      const issue = check(value);
      if (issue)
        ctx.addIssue({ code: 'custom', message: issue === 'range' ? errorMessages.DATE_OUT_OF_RANGE : message });
    });

/** A calendar day 'YYYY-MM-DD', refused with `message` when it does not exist. */
export const calendarDateSchema = (message: string = errorMessages.INVALID_DATE) =>
  checked(calendarDateIssue, message).describe('YYYY-AA-GG, 1900–2100');

/** An instant with its offset ('2026-12-01T09:00:00+03:00' or '…Z'), kept as written. */
export const instantTextSchema = (message: string) =>
  checked(instantIssue, message).describe('ISO 8601 zaman, saat dilimiyle; 1900–2100');

/** An instant with its offset, as a Date. */
export const instantSchema = (message: string) => instantTextSchema(message).transform((value) => new Date(value));
