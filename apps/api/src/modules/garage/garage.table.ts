import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The vehicles of a user's garage ('Araçlarım', docs/product.md 'Garage, favourites and fitment'). The plate is stored normalised ('34ABC123')
 * and is unique per owner; due dates are calendar days in Turkey.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: text().primaryKey(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plate: text().notNull(),
    vehicleType: text({ enum: ['araba', 'motorsiklet'] }).notNull(),
    brand: text().notNull(),
    model: text().notNull(),
    year: integer().notNull(),
    km: integer(),
    inspectionDue: date({ mode: 'string' }),
    insuranceDue: date({ mode: 'string' }),
    kaskoDue: date({ mode: 'string' }),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_owner_plate_idx').on(t.ownerId, t.plate),
    index('vehicles_owner_created_idx').on(t.ownerId, t.createdAt.desc()),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
