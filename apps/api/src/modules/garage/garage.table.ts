import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, writeTimes } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

/**
 * The vehicles of a user's garage ('Araçlarım', docs/product.md 'Garage, favourites and fitment'). The plate is stored normalised ('34ABC123')
 * and is unique per owner; due dates are calendar days in Turkey.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: text().primaryKey(),
    ownerId: cascadeRef(() => users.id),
    plate: text().notNull(),
    vehicleType: text({ enum: ['araba', 'motorsiklet'] }).notNull(),
    brand: text().notNull(),
    model: text().notNull(),
    year: integer().notNull(),
    km: integer(),
    inspectionDue: date({ mode: 'string' }),
    insuranceDue: date({ mode: 'string' }),
    kaskoDue: date({ mode: 'string' }),
    ...writeTimes(),
  },
  (t) => [
    uniqueIndex('vehicles_owner_plate_idx').on(t.ownerId, t.plate),
    index('vehicles_owner_created_idx').on(t.ownerId, t.createdAt.desc()),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
