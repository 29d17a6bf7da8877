import { dateTimeText } from '@otousta/shared/hours/clock-text';
import { addDays, fromLocal, toLocal } from '@otousta/shared/hours/istanbul';
import { rangesOn } from '@otousta/shared/hours/open-state';
import { errorMessages, formatMessages } from '@otousta/shared/messages/tr';
import { APPOINTMENT_LIMITS, type AppointmentStatus, type Slot } from '@otousta/shared/schemas/appointments';
import type { ContextAppointment } from '@otousta/shared/schemas/conversation-context';
import type { BusinessHours } from '@otousta/shared/schemas/hours';
import { reviewFormPath as reviewLink } from '@otousta/shared/seo/app-paths';
import { formatPrice } from '@otousta/shared/text/price';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import type { Jobs } from '../../platform/jobs/jobs.plugin.js';
import { toKurus, toLira } from '../../platform/money.js';
import type { GarageService } from '../garage/garage.service.js';
import type { HoursService } from '../hours/hours.service.js';
import type { OfferBooking } from '../quotes/quotes.service.js';
import type { UsersService } from '../users/users.service.js';
import { createAppointmentsRepository } from './appointments.repository.js';
import type { AppointmentRow, BlockRow } from './appointments.table.js';

export const APPOINTMENT_REMINDER_JOB = 'appointment.reminder';
const DAY_MS = 86_400_000;
const REMINDER_BEFORE_MS = DAY_MS;

type Side = 'customer' | 'business';

/**
 * Who may move an appointment where (docs/product.md §10 'Appointments'): the business confirms a request, completes
 * a confirmed job or marks a no-show once its time has come; either side cancels a requested or confirmed one, with a
 * reason. Completed, cancelled and no-show are final.
 */
const TRANSITIONS: Record<Exclude<AppointmentStatus, 'requested'>, { from: AppointmentStatus[]; by: Side[] }> = {
  confirmed: { from: ['requested'], by: ['business'] },
  completed: { from: ['confirmed'], by: ['business'] },
  no_show: { from: ['confirmed'], by: ['business'] },
  cancelled: { from: ['requested', 'confirmed'], by: ['customer', 'business'] },
};

export interface Party {
  id: string;
  name: string;
  phone: string | null;
}

export interface AppointmentView extends AppointmentRow {
  customer: Party;
  business: Party;
}

export interface BookingInput {
  customerId: string;
  businessId: string;
  startsAt: Date;
  service: string;
  vehicleId?: string | null;
  plate?: string | null;
  note?: string;
  quoteId?: string | null;
  priceMinKurus?: number | null;
  priceMaxKurus?: number | null;
}

export interface AppointmentsDeps {
  db: Db;
  users: UsersService;
  hours: HoursService;
  /** The caller's own garage vehicle a booking names, for its plate (404 for anybody else's). */
  garage: Pick<GarageService, 'vehicleOf'>;
  jobs: Jobs;
  events: Events;
  /**
   * Called in the completing transaction: the customer's review of the business becomes verified, and a final price
   * counts for the fair price of its kind of job.
   */
  onCompleted: (tx: Tx, appointment: AppointmentRow) => Promise<void>;
  /**
   * A customer's requests still awaiting an answer (docs/product.md 'Appointments'): at most `perBusiness` at one
   * business and `perDay` on one day, so nobody holds every slot of a business's calendar.
   */
  openRequests: { perBusiness: number; perDay: number };
  now?: () => Date;
}

/** The slot of the schedule that starts exactly at `at`: inside one opening range, on its slot grid. */
function slotAt(hours: BusinessHours, at: Date): { startsAt: Date; endsAt: Date } | undefined {
  const local = toLocal(at);
  if (at.getUTCSeconds() !== 0 || at.getUTCMilliseconds() !== 0) return undefined;
  const fits = rangesOn(hours, local.date).some(
    (r) =>
      local.minute >= r.opens &&
      (local.minute - r.opens) % hours.slotMinutes === 0 &&
      local.minute + hours.slotMinutes <= r.closes,
  );
  return fits ? { startsAt: at, endsAt: new Date(at.getTime() + hours.slotMinutes * 60_000) } : undefined;
}

/** Every slot of a date: each opening range cut into slots of the business's length from its opening. */
function slotsOn(hours: BusinessHours, date: string): { startsAt: Date; endsAt: Date }[] {
  return rangesOn(hours, date).flatMap((r) => {
    const slots = [];
    for (let m = r.opens; m + hours.slotMinutes <= r.closes; m += hours.slotMinutes) {
      slots.push({ startsAt: fromLocal(date, m), endsAt: fromLocal(date, m + hours.slotMinutes) });
    }
    return slots;
  });
}

const overlapping = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt < b.endsAt && b.startsAt < a.endsAt;

export function createAppointmentsService(deps: AppointmentsDeps) {
  const { db, users, hours, jobs, events } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createAppointmentsRepository(db);

  const nameOf = (u: { businessName: string | null; firstName: string; lastName: string }) =>
    u.businessName || `${u.firstName} ${u.lastName}`;

  /**
   * The appointments with both parties' names. Read before or inside a transaction through `tx`: on the embedded
   * database a read on another handle would wait for the open transaction forever.
   */
  async function withParties(rows: AppointmentRow[], tx?: Tx): Promise<AppointmentView[]> {
    const people = await users.summaries(
      rows.flatMap((r) => [r.customerId, r.businessId]),
      tx,
    );
    return rows.map((row) => {
      const party = (id: string): Party => {
        const p = people.get(id);
        return p ? { id, name: nameOf(p), phone: p.phone } : { id, name: 'Silinmiş hesap', phone: null };
      };
      return { ...row, customer: party(row.customerId), business: party(row.businessId) };
    });
  }

  function eventParams(view: AppointmentView) {
    return {
      business: view.business.name,
      customer: view.customer.name,
      service: view.service,
      time: dateTimeText(view.startsAt.toISOString()),
    };
  }

  async function scheduleReminder(row: AppointmentRow, tx: Tx) {
    const runAt = new Date(row.startsAt.getTime() - REMINDER_BEFORE_MS);
    if (runAt <= now()) return;
    await jobs.enqueue(
      {
        name: APPOINTMENT_REMINDER_JOB,
        payload: { appointmentId: row.id, startsAt: row.startsAt.toISOString() },
        runAt,
        dedupKey: row.id,
      },
      tx,
    );
  }

  jobs.register(APPOINTMENT_REMINDER_JOB, {
    schema: z.object({ appointmentId: z.string(), startsAt: z.string() }),
    async handle({ appointmentId, startsAt }) {
      const row = await repository.findById(appointmentId);
      // A cancelled or finished appointment is not recalled.
      if (!row || !['requested', 'confirmed'].includes(row.status)) return;
      if (row.startsAt.toISOString() !== startsAt) return;
      const [view] = await withParties([row]);
      await events.emit({
        type: 'appointment.reminder',
        recipientIds: [row.customerId, row.businessId],
        link: '/randevularim',
        params: eventParams(view!),
        key: row.id,
      });
    },
  });

  /**
   * Refuses a booking the business's hours do not allow; the slot it takes otherwise. `tx`: the caller's transaction
   * (an accepted offer), which has already checked the business.
   */
  async function checkedSlot(input: BookingInput, tx?: Tx) {
    if (input.customerId === input.businessId) throw forbidden('APPOINTMENT_SELF');
    if (!tx && !(await users.getPublicBusiness(input.businessId))) throw notFound('BUSINESS_NOT_FOUND');
    // A slot chosen on accepting an offer conflicts with the business's calendar (409, the request stays open); a
    // request's own slot is bad input.
    const refused = input.quoteId ? conflict : badRequest;
    const at = now();
    if (input.startsAt <= at) throw refused('APPOINTMENT_IN_PAST');
    if (input.startsAt.getTime() > at.getTime() + APPOINTMENT_LIMITS.horizonDays * DAY_MS) {
      throw refused('APPOINTMENT_TOO_FAR');
    }
    const schedule = (await hours.schedules([input.businessId], at, tx)).get(input.businessId);
    if (!schedule) throw refused('APPOINTMENT_NO_HOURS');
    const slot = slotAt(schedule, input.startsAt);
    if (!slot) throw refused('APPOINTMENT_OUTSIDE_HOURS');
    return { slot, capacity: schedule.capacity };
  }

  /**
   * Refuses a customer's request past their open-request limits. The customer's requests queue on a lock first, so
   * requests sent at the same moment (from any node) count each other.
   */
  async function withinOpenRequests(tx: Tx, input: BookingInput) {
    const { perBusiness, perDay } = deps.openRequests;
    await repository.lockCustomer(tx, input.customerId);
    const day = toLocal(input.startsAt).date;
    const open = await repository.openRequestsOf(
      tx,
      input.customerId,
      input.businessId,
      now(),
      fromLocal(day, 0),
      fromLocal(addDays(day, 1), 0),
    );
    if (open.atBusiness >= perBusiness) {
      throw conflict(
        'APPOINTMENT_BUSINESS_REQUESTS_LIMIT',
        formatMessages.appointmentBusinessRequestsLimit(perBusiness),
      );
    }
    if (open.onDay >= perDay) {
      throw conflict('APPOINTMENT_DAY_REQUESTS_LIMIT', formatMessages.appointmentDayRequestsLimit(perDay));
    }
  }

  /**
   * A booking starts requested: the business confirms it. A customer's own request counts against their open-request
   * limits; the appointment of an accepted offer does not (the business offered it).
   */
  async function book(input: BookingInput, outer?: Tx): Promise<AppointmentView> {
    const { slot, capacity } = await checkedSlot(input, outer);
    const work = async (tx: Tx) => {
      // The customer's lock before the business's, always in this order, so two bookings never wait on each other.
      if (!input.quoteId) await withinOpenRequests(tx, input);
      await repository.lockBusiness(tx, input.businessId);
      const blocked = await repository.blocksBetween(input.businessId, slot.startsAt, slot.endsAt, tx);
      if (blocked.length > 0) throw conflict('APPOINTMENT_SLOT_FULL');
      if ((await repository.takenBetween(tx, input.businessId, slot.startsAt, slot.endsAt)) >= capacity) {
        throw conflict('APPOINTMENT_SLOT_FULL');
      }
      const row = await repository.insert(tx, {
        id: uuidv7(),
        businessId: input.businessId,
        customerId: input.customerId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        status: 'requested',
        service: input.service.trim(),
        note: (input.note ?? '').trim(),
        vehicleId: input.vehicleId ?? null,
        plate: input.plate ?? null,
        quoteId: input.quoteId ?? null,
        priceMinKurus: input.priceMinKurus ?? null,
        priceMaxKurus: input.priceMaxKurus ?? null,
      });
      const [view] = await withParties([row], tx);
      await events.emit(
        {
          type: 'appointment.requested',
          recipientIds: [row.businessId],
          actorId: row.customerId,
          link: '/randevularim',
          params: eventParams(view!),
        },
        tx,
      );
      await scheduleReminder(row, tx);
      return view!;
    };
    return outer ? work(outer) : db.transaction(work);
  }

  async function participantView(actor: AuthUser, id: string): Promise<{ row: AppointmentRow; side: Side }> {
    const row = await repository.findById(id);
    // Somebody else's appointment is answered as missing: its existence is nobody else's business.
    if (!row || (row.customerId !== actor.id && row.businessId !== actor.id)) throw notFound('APPOINTMENT_NOT_FOUND');
    return { row, side: row.businessId === actor.id ? 'business' : 'customer' };
  }

  return {
    /** POST /api/appointments: a customer's request for a free slot inside the business's hours. */
    async book(actor: AuthUser, input: Omit<BookingInput, 'customerId' | 'plate'>) {
      const vehicle = input.vehicleId ? await deps.garage.vehicleOf(actor, input.vehicleId) : undefined;
      return book({ ...input, customerId: actor.id, plate: vehicle?.plate ?? null });
    },

    /**
     * The appointment an accepted quote offer makes, at the slot the customer chose. It starts requested and the
     * business confirms it like any booking; hours and capacity are checked the same way. Runs in the caller's
     * transaction when given one.
     */
    createFromOffer: (input: OfferBooking, tx?: Tx) => book(input, tx),

    /** PATCH /api/appointments/{id}: a status change by the side allowed to make it. */
    async changeStatus(
      actor: AuthUser,
      id: string,
      input: { status: Exclude<AppointmentStatus, 'requested'>; reason?: string; finalPrice?: number; km?: number },
    ): Promise<AppointmentView> {
      const { row, side } = await participantView(actor, id);
      const rule = TRANSITIONS[input.status];
      if (!rule.by.includes(side)) throw forbidden('FORBIDDEN');
      if (!rule.from.includes(row.status)) throw conflict('INVALID_APPOINTMENT_TRANSITION');
      if (input.status === 'no_show' && row.startsAt > now()) throw badRequest('APPOINTMENT_NOT_STARTED');
      // A job is done at the earliest when it starts: the review it makes verified must follow a real visit.
      if (input.status === 'completed' && row.startsAt > now()) throw conflict('APPOINTMENT_COMPLETE_TOO_EARLY');
      if (input.status === 'cancelled' && !input.reason) {
        throw badRequest('APPOINTMENT_REASON_REQUIRED', undefined, {
          reason: errorMessages.APPOINTMENT_REASON_REQUIRED,
        });
      }
      return db.transaction(async (tx) => {
        const moved = await repository.transition(
          tx,
          id,
          rule.from,
          input.status === 'cancelled'
            ? { status: 'cancelled', cancelReason: input.reason!, cancelledBy: side }
            : input.status === 'completed'
              ? {
                  status: 'completed',
                  finalPrice: input.finalPrice === undefined ? null : toKurus(input.finalPrice),
                  km: input.km ?? null,
                }
              : { status: input.status },
        );
        if (!moved) throw conflict('INVALID_APPOINTMENT_TRANSITION');
        const [view] = await withParties([moved], tx);
        const other = side === 'business' ? moved.customerId : moved.businessId;
        if (input.status === 'confirmed' || input.status === 'cancelled') {
          await events.emit(
            {
              type: input.status === 'confirmed' ? 'appointment.confirmed' : 'appointment.cancelled',
              recipientIds: [other],
              actorId: actor.id,
              link: '/randevularim',
              params: { ...eventParams(view!), ...(input.reason ? { reason: input.reason } : {}) },
            },
            tx,
          );
        }
        if (input.status === 'completed') {
          await deps.onCompleted(tx, moved);
          // The mail and the bell carry the job's date and price, and open the review form.
          await events.emit(
            {
              type: 'appointment.completed',
              recipientIds: [moved.customerId],
              actorId: actor.id,
              link: reviewLink(moved.businessId),
              params: {
                ...eventParams(view!),
                ...(moved.finalPrice === null ? {} : { price: formatPrice(toLira(moved.finalPrice)) }),
              },
              key: `${moved.id}:completed`,
            },
            tx,
          );
        }
        return view!;
      });
    },

    /** The caller's appointments from `from` to `to` (Istanbul dates, both included), with their blocks as business. */
    async list(actor: AuthUser, query: { as: Side; from?: string; to?: string }) {
      const today = toLocal(now()).date;
      const fromDate = query.from ?? addDays(today, -7);
      let toDate = query.to ?? addDays(fromDate, APPOINTMENT_LIMITS.horizonDays);
      if (toDate < fromDate) toDate = fromDate;
      if (addDays(fromDate, APPOINTMENT_LIMITS.listMaxDays) < toDate) {
        toDate = addDays(fromDate, APPOINTMENT_LIMITS.listMaxDays);
      }
      const from = fromLocal(fromDate, 0);
      const to = fromLocal(addDays(toDate, 1), 0);
      const rows = await repository.listFor(query.as, actor.id, from, to);
      const blocks = query.as === 'business' ? await repository.blocksBetween(actor.id, from, to) : [];
      return { appointments: await withParties(rows), blocks };
    },

    /** GET /api/businesses/{id}/slots: each slot of the date with its free places (0 when full, blocked or past). */
    async slots(
      businessId: string,
      date: string,
    ): Promise<{ date: string; slotMinutes: number | null; slots: Slot[] }> {
      if (!(await users.getPublicBusiness(businessId))) throw notFound('BUSINESS_NOT_FOUND');
      const at = now();
      const schedule = (await hours.schedules([businessId], at)).get(businessId);
      if (!schedule) return { date, slotMinutes: null, slots: [] };
      const all = slotsOn(schedule, date);
      if (all.length === 0) return { date, slotMinutes: schedule.slotMinutes, slots: [] };
      const { booked, blocks } = await repository.busyBetween(businessId, all[0]!.startsAt, all.at(-1)!.endsAt);
      const horizon = at.getTime() + APPOINTMENT_LIMITS.horizonDays * DAY_MS;
      return {
        date,
        slotMinutes: schedule.slotMinutes,
        slots: all.map((slot) => {
          const closed =
            slot.startsAt <= at || slot.startsAt.getTime() > horizon || blocks.some((b) => overlapping(b, slot));
          const taken = booked.filter((b) => overlapping(b, slot)).length;
          return {
            startsAt: slot.startsAt.toISOString(),
            endsAt: slot.endsAt.toISOString(),
            free: closed ? 0 : Math.max(0, schedule.capacity - taken),
          };
        }),
      };
    },

    /** The business closes [startsAt, endsAt) to new bookings; appointments already made stay. */
    async block(actor: AuthUser, input: { startsAt: Date; endsAt: Date; note: string }): Promise<BlockRow> {
      if (actor.userType !== 'isletme') throw forbidden('HOURS_BUSINESS_ONLY');
      if (input.endsAt <= input.startsAt) throw badRequest('BLOCK_RANGE_ORDER');
      if (input.endsAt.getTime() - input.startsAt.getTime() > APPOINTMENT_LIMITS.blockMaxDays * DAY_MS) {
        throw badRequest('BLOCK_TOO_LONG');
      }
      return repository.insertBlock({ id: uuidv7(), businessId: actor.id, ...input });
    },

    async unblock(actor: AuthUser, id: string): Promise<void> {
      if (!(await repository.deleteOwnBlock(id, actor.id))) throw notFound('BLOCK_NOT_FOUND');
    },

    /** Whether the customer had a completed job at the business: their review of it is verified. */
    hasCompleted: (customerId: string, businessId: string) => repository.hasCompleted(customerId, businessId),

    /**
     * The owner's completed appointments for one of their vehicles, with the businesses' names, for the vehicle's
     * history (docs/decisions/027-garage-favourites-fitment.md). Only appointments the owner booked count: another
     * customer naming the same vehicle id adds nothing.
     */
    async completedFor(ownerId: string, vehicleId: string): Promise<AppointmentView[]> {
      return withParties(await repository.completedFor(ownerId, vehicleId));
    },

    /** The customer's newest appointments at the business, for the context of their conversation. */
    async between(customerId: string, businessId: string, limit: number): Promise<ContextAppointment[]> {
      const lira = (kurus: number | null) => (kurus === null ? null : toLira(kurus));
      return (await repository.between(customerId, businessId, limit)).map((row) => ({
        id: row.id,
        status: row.status,
        startsAt: row.startsAt.toISOString(),
        service: row.service,
        plate: row.plate,
        priceMin: lira(row.priceMinKurus),
        priceMax: lira(row.priceMaxKurus),
        finalPrice: lira(row.finalPrice),
        quoteId: row.quoteId,
      }));
    },

    exportOf: (userId: string) => repository.exportOf(userId),
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
