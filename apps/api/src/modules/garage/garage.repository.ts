import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { lockFor } from '../../platform/locks.js';
import { deletedAny } from '../../platform/row-changes.js';
import { type NewVehicleRow, type VehicleRow, vehicles } from './garage.table.js';

export function createGarageRepository(db: Db) {
  // Prepared: the catalogue's fitment filter reads the driver's vehicle on every page (decision 030).
  const ownVehicle = db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, sql.placeholder('id')), eq(vehicles.ownerId, sql.placeholder('ownerId'))))
    .prepare('garage_own_vehicle');
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    ofOwner(ownerId: string): Promise<VehicleRow[]> {
      return db
        .select()
        .from(vehicles)
        .where(eq(vehicles.ownerId, ownerId))
        .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
    },

    /** Queues the owner's vehicle additions until the transaction ends, so each counts the ones before it. */
    lockOwner: (tx: Tx, ownerId: string) => lockFor(tx, `vehicles:${ownerId}`),

    async countOf(ownerId: string, tx: Db | Tx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(vehicles).where(eq(vehicles.ownerId, ownerId));
      return Number(row?.n ?? 0);
    },

    async findById(id: string, tx: Db | Tx = db): Promise<VehicleRow | undefined> {
      const [row] = await tx.select().from(vehicles).where(eq(vehicles.id, id));
      return row;
    },

    async findOwn(ownerId: string, id: string): Promise<VehicleRow | undefined> {
      const [row] = await ownVehicle.execute({ id, ownerId });
      return row;
    },

    async insert(tx: Tx, values: NewVehicleRow): Promise<VehicleRow> {
      const [row] = await tx.insert(vehicles).values(values).returning();
      return row!;
    },

    async updateOwn(tx: Tx, ownerId: string, id: string, values: Partial<NewVehicleRow>) {
      const [row] = await tx
        .update(vehicles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId)))
        .returning();
      return row;
    },

    async deleteOwn(ownerId: string, id: string): Promise<boolean> {
      return deletedAny(db, vehicles, and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId)));
    },
  };
}
