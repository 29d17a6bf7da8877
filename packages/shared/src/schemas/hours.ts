import { z } from 'zod';
import { timeToMinute, weekdays } from '../hours/istanbul.js';
import { errorMessages } from '../messages/tr.js';
import { calendarDateSchema } from './dates.js';
import { textNumber } from './numbers.js';

/**
 * Business hours (docs/product.md §10 'Business hours', docs/decisions/024-hours-and-appointments.md): weekly opening
 * ranges, split days allowed, plus dated exceptions (a bayram closure, a special Saturday), all on the Istanbul clock;
 * and what the business sets for appointments: the length of one slot and how many customers one slot takes.
 */
export const HOURS_LIMITS = {
  rangesPerDay: 4,
  exceptions: 60,
  labelMax: 80,
  slotMinutesMin: 15,
  slotMinutesMax: 480,
  slotMinutesStep: 15,
  defaultSlotMinutes: 60,
  capacityMin: 1,
  capacityMax: 20,
  defaultCapacity: 1,
} as const;

const timeSchema = z
  .string({ error: errorMessages.INVALID_TIME })
  .refine((value) => timeToMinute(value) !== undefined, errorMessages.INVALID_TIME)
  .describe("SS:DD, İstanbul saati; '24:00' günün sonu");

export const timeRangeSchema = z.object({ opens: timeSchema, closes: timeSchema });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** Minutes of a valid range; a range must end after it starts (no range runs past midnight). */
export const rangeMinutes = (range: TimeRange) => ({
  opens: timeToMinute(range.opens) ?? 0,
  closes: timeToMinute(range.closes) ?? 0,
});

type Report = (index: number, field: 'opens' | 'closes', message: string) => void;

/** Each range ends after it starts, and the ranges of one day never overlap (touching is fine: 12:30 and 12:30). */
function checkDay(ranges: readonly TimeRange[], report: Report) {
  const minutes = ranges.map((range, i) => ({ ...rangeMinutes(range), i }));
  for (const range of minutes) {
    if (range.closes <= range.opens) report(range.i, 'closes', errorMessages.HOURS_RANGE_ORDER);
  }
  const sorted = [...minutes].sort((a, b) => a.opens - b.opens);
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]!.opens < sorted[k - 1]!.closes) report(sorted[k]!.i, 'opens', errorMessages.HOURS_OVERLAP);
  }
}

export const weeklyRangeSchema = timeRangeSchema.extend({
  day: z
    .number({ error: errorMessages.INVALID_WEEKDAY })
    .int(errorMessages.INVALID_WEEKDAY)
    .min(1, errorMessages.INVALID_WEEKDAY)
    .max(7, errorMessages.INVALID_WEEKDAY)
    .describe('1 = Pazartesi … 7 = Pazar'),
});
export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;

export const hoursExceptionSchema = z
  .object({
    date: calendarDateSchema(),
    label: z.string().trim().max(HOURS_LIMITS.labelMax, errorMessages.TEXT_TOO_LONG).default(''),
    ranges: z.array(timeRangeSchema).max(HOURS_LIMITS.rangesPerDay, errorMessages.TOO_MANY_RANGES),
  })
  .describe('Özel gün: boş ranges o gün kapalı demektir');
export type HoursException = z.infer<typeof hoursExceptionSchema>;

/** PUT /api/businesses/{id}/hours: the whole schedule at once. */
export const hoursInputSchema = z
  .object({
    weekly: z.array(weeklyRangeSchema).max(7 * HOURS_LIMITS.rangesPerDay, errorMessages.TOO_MANY_RANGES),
    exceptions: z.array(hoursExceptionSchema).max(HOURS_LIMITS.exceptions, errorMessages.TOO_MANY_EXCEPTIONS),
    slotMinutes: z
      .number({ error: errorMessages.INVALID_SLOT_MINUTES })
      .int(errorMessages.INVALID_SLOT_MINUTES)
      .min(HOURS_LIMITS.slotMinutesMin, errorMessages.INVALID_SLOT_MINUTES)
      .max(HOURS_LIMITS.slotMinutesMax, errorMessages.INVALID_SLOT_MINUTES)
      .multipleOf(HOURS_LIMITS.slotMinutesStep, errorMessages.INVALID_SLOT_MINUTES),
    capacity: z
      .number({ error: errorMessages.INVALID_CAPACITY })
      .int(errorMessages.INVALID_CAPACITY)
      .min(HOURS_LIMITS.capacityMin, errorMessages.INVALID_CAPACITY)
      .max(HOURS_LIMITS.capacityMax, errorMessages.INVALID_CAPACITY),
  })
  .superRefine((input, ctx) => {
    for (const { value: day } of weekdays) {
      const indexes = input.weekly.flatMap((range, i) => (range.day === day ? [i] : []));
      if (indexes.length > HOURS_LIMITS.rangesPerDay) {
        ctx.addIssue({ code: 'custom', message: errorMessages.TOO_MANY_RANGES, path: ['weekly', indexes[0]!] });
      }
      // Reported at the range's place in the list the client sent.
      checkDay(
        indexes.map((i) => input.weekly[i]!),
        (position, field, message) =>
          ctx.addIssue({ code: 'custom', message, path: ['weekly', indexes[position]!, field] }),
      );
    }
    const seen = new Set<string>();
    input.exceptions.forEach((exception, i) => {
      if (seen.has(exception.date)) {
        ctx.addIssue({ code: 'custom', message: errorMessages.HOURS_DUPLICATE_DATE, path: ['exceptions', i, 'date'] });
      }
      seen.add(exception.date);
      checkDay(exception.ranges, (position, field, message) =>
        ctx.addIssue({ code: 'custom', message, path: ['exceptions', i, 'ranges', position, field] }),
      );
    });
  });
export type HoursInput = z.input<typeof hoursInputSchema>;
export type ValidHours = z.output<typeof hoursInputSchema>;

/** The schedule as every answer carries it (a profile's `hours`). Exceptions: today's and later ones only. */
export const businessHoursSchema = z.object({
  weekly: z.array(weeklyRangeSchema),
  exceptions: z.array(hoursExceptionSchema.extend({ label: z.string() })),
  slotMinutes: z.number().int(),
  capacity: z.number().int(),
  timeZone: z.literal('Europe/Istanbul'),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const hoursResponseSchema = z.object({
  hours: businessHoursSchema.nullable().describe('null: işletme çalışma saatlerini girmedi'),
  isOpenNow: z.boolean(),
  nextOpenAt: z.string().nullable().describe('kapalıyken bir sonraki açılış (ISO 8601), 14 gün içinde yoksa null'),
});
export type HoursResponse = z.infer<typeof hoursResponseSchema>;

/** GET /api/hours/holidays?year=: Turkey's public holidays of a year, offered as closures to pick from. */
export const holidaysQuerySchema = z.object({
  year: textNumber({ min: 2000, max: 2100, int: true, message: errorMessages.INVALID_YEAR }),
});
export const holidaysResponseSchema = z.object({
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
});
export type Holiday = z.infer<typeof holidaysResponseSchema>['holidays'][number];
