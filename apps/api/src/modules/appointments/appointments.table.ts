import { appointmentStatuses } from '@otousta/shared/schemas/appointments';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz, writeTimes } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

/**
 * Appointments ('Randevu', docs/product.md §10 'Appointments'): a customer's booking of one slot of a business.
 * Capacity is enforced by the service under a per-business lock (docs/decisions/024-hours-and-appointments.md).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text().primaryKey(),
    businessId: cascadeRef(() => users.id),
    customerId: cascadeRef(() => users.id),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    status: text({ enum: appointmentStatuses }).notNull(),
    service: text().notNull(),
    note: text().notNull().default(''),
    // A vehicle of the customer's garage; kept as a plain id (the garage owns its table).
    vehicleId: uuid(),
    // The vehicle's plate when the customer named one, copied at booking like the quote keeps its vehicle.
    plate: text(),
    // The quote whose accepted offer made this appointment, if any, and that offer's price range in kuruş.
    quoteId: text(),
    priceMinKurus: integer(),
    priceMaxKurus: integer(),
    // What the business charged, in kuruş, entered when it marks the job completed (optional).
    finalPrice: integer(),
    // The vehicle's odometer when the job was completed, if the business entered it.
    km: integer(),
    cancelReason: text(),
    cancelledBy: text({ enum: ['customer', 'business'] }),
    ...writeTimes(),
  },
  (t) => [
    // The business's calendar and capacity counts: its appointments by time.
    index('appointments_business_starts_idx').on(t.businessId, t.startsAt),
    index('appointments_customer_starts_idx').on(t.customerId, t.startsAt),
    check('appointments_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Time a business closed for bookings (a holiday afternoon, a full workshop). */
export const appointmentBlocks = pgTable(
  'appointment_blocks',
  {
    id: text().primaryKey(),
    businessId: cascadeRef(() => users.id),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('appointment_blocks_business_starts_idx').on(t.businessId, t.startsAt),
    check('appointment_blocks_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;
export type BlockRow = typeof appointmentBlocks.$inferSelect;
