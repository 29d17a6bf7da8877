import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/** An opening range in minutes of the Istanbul day (540 = 09:00); `day` 1 = Monday … 7 = Sunday. */
export interface StoredRange {
  day: number;
  opens: number;
  closes: number;
}

/** A dated exception: these ranges replace the weekday's (none: closed all day). */
export interface StoredException {
  date: string;
  label: string;
  ranges: { opens: number; closes: number }[];
}

/**
 * A business's opening hours and appointment settings, one row per business (docs/decisions/024-hours-and-appointments.md).
 * Ranges are kept as JSON of minutes, so one read gives the whole week and 'open now' is one indexed lookup plus a
 * scan of at most a few dozen small elements.
 */
export const businessHours = pgTable(
  'business_hours',
  {
    businessId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekly: jsonb().$type<StoredRange[]>().notNull(),
    exceptions: jsonb().$type<StoredException[]>().notNull(),
    slotMinutes: smallint().notNull(),
    capacity: smallint().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('business_hours_slot_minutes', sql`${t.slotMinutes} between 15 and 480`),
    check('business_hours_capacity', sql`${t.capacity} between 1 and 20`),
  ],
);

export type BusinessHoursRow = typeof businessHours.$inferSelect;
