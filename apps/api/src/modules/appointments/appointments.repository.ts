import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { lockFor } from '../../platform/locks.js';
import { deletedAny } from '../../platform/row-changes.js';
import {
  type AppointmentRow,
  appointmentBlocks,
  appointments,
  type BlockRow,
  type NewAppointmentRow,
} from './appointments.table.js';

/** Statuses that hold a place in a slot. */
const ACTIVE = ['requested', 'confirmed'] as const;

const overlaps = (table: typeof appointments | typeof appointmentBlocks, from: Date, to: Date) =>
  and(lt(table.startsAt, to), gt(table.endsAt, from));

/** A business's requested or confirmed appointments overlapping [from, to): those that hold a place there. */
const holdingPlaces = (businessId: string, from: Date, to: Date) =>
  and(
    eq(appointments.businessId, businessId),
    inArray(appointments.status, [...ACTIVE]),
    overlaps(appointments, from, to),
  );

/** Appointments starting in [from, to). */
const startingBetween = (from: Date, to: Date) => and(gte(appointments.startsAt, from), lt(appointments.startsAt, to));

/** A customer's completed appointments that also meet `condition` (at a business, for a vehicle). */
const completedOf = (customerId: string, condition: SQL) =>
  and(eq(appointments.customerId, customerId), condition, eq(appointments.status, 'completed'));

export function createAppointmentsRepository(db: Db) {
  return {
    /**
     * Serialises bookings of one business until the transaction ends: two customers taking the last place at the same
     * moment queue here, and the second counts the first's committed booking (docs/decisions/024-hours-and-appointments.md).
     */
    lockBusiness: (tx: Tx, businessId: string) => lockFor(tx, `appointments:${businessId}`),

    /** Queues one customer's appointment requests until the transaction ends, so each counts the ones before it. */
    lockCustomer: (tx: Tx, customerId: string) => lockFor(tx, `appointment-requests:${customerId}`),

    /**
     * The customer's own requests still awaiting an answer that start after `after`: at the business, and on the day
     * [dayFrom, dayTo) at any business.
     */
    async openRequestsOf(
      tx: Tx,
      customerId: string,
      businessId: string,
      after: Date,
      dayFrom: Date,
      dayTo: Date,
    ): Promise<{ atBusiness: number; onDay: number }> {
      const [row] = await tx
        .select({
          atBusiness: sql<number>`count(*) filter (where ${eq(appointments.businessId, businessId)})`.mapWith(Number),
          onDay: sql<number>`count(*) filter (where ${startingBetween(dayFrom, dayTo)})`.mapWith(Number),
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.customerId, customerId),
            eq(appointments.status, 'requested'),
            gt(appointments.startsAt, after),
            // One booked from an accepted offer was offered by the business: it holds no place of the customer's own.
            isNull(appointments.quoteId),
          ),
        );
      return { atBusiness: row?.atBusiness ?? 0, onDay: row?.onDay ?? 0 };
    },

    /** Places taken in [from, to) by requested or confirmed appointments. */
    async takenBetween(tx: Db | Tx, businessId: string, from: Date, to: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(appointments)
        .where(holdingPlaces(businessId, from, to));
      return Number(row?.n ?? 0);
    },

    /** Active appointments and blocks of a business overlapping [from, to), for the free-slot view. */
    async busyBetween(businessId: string, from: Date, to: Date) {
      const [booked, blocks] = await Promise.all([
        db
          .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
          .from(appointments)
          .where(holdingPlaces(businessId, from, to)),
        this.blocksBetween(businessId, from, to),
      ]);
      return { booked, blocks };
    },

    blocksBetween(businessId: string, from: Date, to: Date, tx: Db | Tx = db): Promise<BlockRow[]> {
      return tx
        .select()
        .from(appointmentBlocks)
        .where(and(eq(appointmentBlocks.businessId, businessId), overlaps(appointmentBlocks, from, to)))
        .orderBy(asc(appointmentBlocks.startsAt));
    },

    async insert(tx: Tx, row: NewAppointmentRow): Promise<AppointmentRow> {
      const [saved] = await tx.insert(appointments).values(row).returning();
      return saved!;
    },

    async findById(id: string, tx: Db | Tx = db): Promise<AppointmentRow | undefined> {
      const [row] = await tx.select().from(appointments).where(eq(appointments.id, id));
      return row;
    },

    /** Moves an appointment on only from one of `from`; undefined when it was no longer there (a concurrent change). */
    async transition(
      tx: Tx,
      id: string,
      from: readonly AppointmentRow['status'][],
      values: Partial<Pick<AppointmentRow, 'status' | 'cancelReason' | 'cancelledBy' | 'finalPrice' | 'km'>>,
    ): Promise<AppointmentRow | undefined> {
      const [row] = await tx
        .update(appointments)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
        .returning();
      return row;
    },

    /** The user's appointments starting in [from, to), as customer or as business. */
    listFor(side: 'customer' | 'business', userId: string, from: Date, to: Date): Promise<AppointmentRow[]> {
      const owner = side === 'customer' ? appointments.customerId : appointments.businessId;
      return db
        .select()
        .from(appointments)
        .where(and(eq(owner, userId), gte(appointments.startsAt, from), lt(appointments.startsAt, to)))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
    },

    /** Whether the customer has a completed appointment at the business (a verified review). */
    async hasCompleted(customerId: string, businessId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(completedOf(customerId, eq(appointments.businessId, businessId)))
        .limit(1);
      return Boolean(row);
    },

    /** The customer's completed appointments naming one of their vehicles, latest first (the vehicle's history). */
    completedFor: (customerId: string, vehicleId: string): Promise<AppointmentRow[]> =>
      db
        .select()
        .from(appointments)
        .where(completedOf(customerId, eq(appointments.vehicleId, vehicleId)))
        .orderBy(desc(appointments.startsAt), desc(appointments.id)),

    /** The customer's appointments at the business, latest start first (a conversation's context). */
    between: (customerId: string, businessId: string, limit: number): Promise<AppointmentRow[]> =>
      db
        .select()
        .from(appointments)
        .where(and(eq(appointments.customerId, customerId), eq(appointments.businessId, businessId)))
        .orderBy(desc(appointments.startsAt), desc(appointments.id))
        .limit(limit),

    /** The user's appointments on either side, for their data export. */
    exportOf: (userId: string) =>
      db
        .select()
        .from(appointments)
        .where(or(eq(appointments.customerId, userId), eq(appointments.businessId, userId)))
        .orderBy(asc(appointments.startsAt)),

    async insertBlock(row: Omit<BlockRow, 'createdAt'>): Promise<BlockRow> {
      const [saved] = await db.insert(appointmentBlocks).values(row).returning();
      return saved!;
    },

    async deleteOwnBlock(id: string, businessId: string): Promise<boolean> {
      return deletedAny(
        db,
        appointmentBlocks,
        and(eq(appointmentBlocks.id, id), eq(appointmentBlocks.businessId, businessId)),
      );
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
