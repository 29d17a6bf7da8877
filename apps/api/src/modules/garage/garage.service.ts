import {
  brandLabel,
  GARAGE_LIMITS,
  type HistoryJob,
  historyPdfFilename,
  isBrandOfType,
  type Vehicle,
  type VehicleData,
  type vehiclePatchSchema,
} from '@otousta/shared/schemas/garage';
import { formatPlate } from '@otousta/shared/text/plate';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import type { Jobs } from '../../platform/jobs/jobs.plugin.js';
import { toLira } from '../../platform/money.js';
import { historyPdf } from './garage.pdf.js';
import { reminderPayloadSchema, scheduleReminders, sendReminder, VEHICLE_REMINDER_JOB } from './garage.reminders.js';
import { createGarageRepository } from './garage.repository.js';
import type { VehicleRow } from './garage.table.js';

type VehiclePatch = z.output<typeof vehiclePatchSchema>;

/** What the garage needs of the shop: which of some products fit a vehicle, and the buyer's orders. */
export interface GarageShop {
  fittingProductIds(vehicle: VehicleRow, productIds: string[]): Promise<Set<string>>;
  ordersOf(userId: string): Promise<
    {
      id: string;
      status: string;
      createdAt: Date;
      items: { productId: string | null; name: string; photo: string | null; quantity: number }[];
    }[]
  >;
}

type CompletedJob = Awaited<ReturnType<GarageAppointments['completedFor']>>[number];

/** A completed job as the history's JSON and PDF give it: its price in lira, its time as ISO. */
const historyJob = (a: CompletedJob): HistoryJob => ({
  id: a.id,
  startsAt: a.startsAt.toISOString(),
  service: a.service,
  business: { id: a.business.id, name: a.business.name },
  finalPrice: a.finalPrice === null ? null : toLira(a.finalPrice),
  km: a.km,
});

/** What the garage needs of the appointments: the owner's completed ones for a vehicle, latest first. */
export interface GarageAppointments {
  completedFor(
    ownerId: string,
    vehicleId: string,
  ): Promise<
    {
      id: string;
      startsAt: Date;
      service: string;
      /** Kuruş. */
      finalPrice: number | null;
      km: number | null;
      business: { id: string; name: string };
    }[]
  >;
}

export const toVehicle = (row: VehicleRow): Vehicle => ({
  _id: row.id,
  id: row.id,
  plate: row.plate,
  plateDisplay: formatPlate(row.plate),
  vehicleType: row.vehicleType,
  brand: row.brand,
  brandLabel: brandLabel(row.vehicleType, row.brand),
  model: row.model,
  year: row.year,
  km: row.km,
  inspectionDue: row.inspectionDue,
  insuranceDue: row.insuranceDue,
  kaskoDue: row.kaskoDue,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const plateTaken = (error: unknown) => {
  if (uniqueViolation(error) === 'vehicles_owner_plate_idx') throw conflict('PLATE_TAKEN');
  throw error;
};

export function createGarageService(deps: {
  db: Db;
  jobs: Jobs;
  events: Events;
  shop: () => GarageShop;
  appointments: () => GarageAppointments;
}) {
  const { jobs, events } = deps;
  const garage = createGarageRepository(deps.db);

  jobs.register(VEHICLE_REMINDER_JOB, {
    schema: reminderPayloadSchema,
    handle: async (payload) => {
      await sendReminder({ findVehicle: (id) => garage.findById(id), events }, payload);
    },
  });

  /** The caller's own vehicle; someone else's is as absent as a missing one (404). */
  async function own(actor: AuthUser, id: string): Promise<VehicleRow> {
    const row = await garage.findOwn(actor.id, id);
    if (!row) throw notFound('VEHICLE_NOT_FOUND');
    return row;
  }

  return {
    list: async (actor: AuthUser) => (await garage.ofOwner(actor.id)).map(toVehicle),

    async create(actor: AuthUser, data: VehicleData, now = new Date()): Promise<Vehicle> {
      const row = await garage
        .transaction(async (tx) => {
          await garage.lockOwner(tx, actor.id);
          if ((await garage.countOf(actor.id, tx)) >= GARAGE_LIMITS.vehiclesMax) throw badRequest('TOO_MANY_VEHICLES');
          const inserted = await garage.insert(tx, {
            id: uuidv7(),
            ownerId: actor.id,
            ...data,
            km: data.km ?? null,
            inspectionDue: data.inspectionDue ?? null,
            insuranceDue: data.insuranceDue ?? null,
            kaskoDue: data.kaskoDue ?? null,
          });
          await scheduleReminders(jobs, tx, inserted, now);
          return inserted;
        })
        .catch(plateTaken);
      return toVehicle(row);
    },

    async update(actor: AuthUser, id: string, patch: VehiclePatch, now = new Date()): Promise<Vehicle> {
      const current = await own(actor, id);
      const vehicleType = patch.vehicleType ?? current.vehicleType;
      const brand = patch.brand ?? current.brand;
      if (!isBrandOfType(vehicleType, brand)) {
        throw badRequest('VEHICLE_BRAND_INVALID', undefined, { brand: 'VEHICLE_BRAND_INVALID' });
      }
      const row = await garage
        .transaction(async (tx) => {
          const updated = await garage.updateOwn(tx, actor.id, id, patch);
          if (!updated) throw notFound('VEHICLE_NOT_FOUND');
          await scheduleReminders(jobs, tx, updated, now);
          return updated;
        })
        .catch(plateTaken);
      return toVehicle(row);
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      // The vehicle's waiting reminders find it gone and do nothing.
      if (!(await garage.deleteOwn(actor.id, id))) throw notFound('VEHICLE_NOT_FOUND');
    },

    /**
     * A vehicle's history (docs/decisions/027-garage-favourites-fitment.md): the owner's orders holding a part that
     * fits it, newest first, and the owner's completed appointments booked for it, latest first.
     */
    async history(actor: AuthUser, id: string) {
      const vehicle = await own(actor, id);
      const [orders, appointments] = await Promise.all([
        deps.shop().ordersOf(actor.id),
        deps.appointments().completedFor(actor.id, vehicle.id),
      ]);
      const productIds = [
        ...new Set(orders.flatMap((o) => o.items.flatMap((i) => (i.productId ? [i.productId] : [])))),
      ];
      const fitting = await deps.shop().fittingProductIds(vehicle, productIds);
      const fittingOrders = orders
        .map((order) => ({ ...order, items: order.items.filter((i) => i.productId && fitting.has(i.productId)) }))
        .filter((order) => order.items.length > 0 && order.status !== 'cancelled')
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return {
        orders: fittingOrders.map((order) => ({
          id: order.id,
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          items: order.items.map((i) => ({
            productId: i.productId,
            name: i.name,
            photo: i.photo,
            quantity: i.quantity,
          })),
        })),
        appointments: appointments.map(historyJob),
      };
    },

    /** The vehicle's service history as a printable PDF ('Servis geçmişi'). */
    async historyPdf(actor: AuthUser, id: string, now = new Date()): Promise<{ pdf: Buffer; filename: string }> {
      const vehicle = toVehicle(await own(actor, id));
      const jobs = await deps.appointments().completedFor(actor.id, vehicle.id);
      return { pdf: await historyPdf(vehicle, jobs.map(historyJob), now), filename: historyPdfFilename(vehicle.plate) };
    },

    // ---- for other modules ----------------------------------------------------------------------------------

    /** The user's vehicles, for their data export. */
    exportOf: async (userId: string) => (await garage.ofOwner(userId)).map(toVehicle),

    /**
     * The vehicle a request names for the shop's fitment filter: only the caller's own (401 signed out, 404 someone
     * else's or none).
     */
    async vehicleOf(actor: AuthUser | undefined, id: string): Promise<VehicleRow> {
      if (!actor) throw unauthorized('UNAUTHORIZED');
      return own(actor, id);
    },
  };
}

export type GarageService = ReturnType<typeof createGarageService>;
