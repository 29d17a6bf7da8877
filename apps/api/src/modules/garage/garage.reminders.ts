import { dayText } from '@otousta/shared/hours/clock-text';
import { GARAGE_LIMITS, type VehicleDueKind, vehicleDueKinds } from '@otousta/shared/schemas/garage';
import { formatPlate } from '@otousta/shared/text/plate';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Events } from '../../platform/events.js';
import type { Jobs } from '../../platform/jobs/jobs.plugin.js';
import type { VehicleRow } from './garage.table.js';

/** The job that tells an owner a due date is near. */
export const VEHICLE_REMINDER_JOB = 'vehicle.reminder';

const DAY = 86_400_000;
/** Reminders go at 09:00 in Turkey, which keeps UTC+3 all year: 06:00 UTC. */
const SEND_HOUR_UTC = 6;

export const reminderPayloadSchema = z.object({
  vehicleId: z.string(),
  kind: z.enum(['inspectionDue', 'insuranceDue', 'kaskoDue']),
  due: z.string(),
  daysBefore: z.number().int(),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/** The moment of the reminder `daysBefore` days before the calendar day `due` ('YYYY-MM-DD'). */
export function reminderMoment(due: string, daysBefore: number): Date {
  const [y, m, d] = due.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, SEND_HOUR_UTC) - daysBefore * DAY);
}

const kinds = vehicleDueKinds.map((k) => k.value);

/**
 * Puts a vehicle's reminders on the queue: for each due date and each of 30, 7 and 1 days before it, one job keyed
 * by vehicle, date kind and offset. A changed date moves the waiting job to the new moment; moments already past are
 * not scheduled. A job whose date changed or was cleared since, or whose vehicle is gone, does nothing when it runs.
 */
export async function scheduleReminders(jobs: Jobs, tx: Db | Tx, vehicle: VehicleRow, now: Date): Promise<void> {
  for (const kind of kinds) {
    const due = vehicle[kind];
    if (!due) continue;
    for (const daysBefore of GARAGE_LIMITS.reminderDays) {
      const runAt = reminderMoment(due, daysBefore);
      if (runAt <= now) continue;
      await jobs.enqueue(
        {
          name: VEHICLE_REMINDER_JOB,
          payload: { vehicleId: vehicle.id, kind, due, daysBefore } satisfies ReminderPayload,
          runAt,
          dedupKey: `${vehicle.id}:${kind}:${daysBefore}`,
          replace: true,
        },
        tx,
      );
    }
  }
}

const kindLabel = (kind: VehicleDueKind) => vehicleDueKinds.find((k) => k.value === kind)!.label;

/** Runs one reminder: emits `vehicle.reminder` to the owner while the vehicle still carries that date. */
export async function sendReminder(
  deps: { findVehicle(id: string): Promise<VehicleRow | undefined>; events: Events },
  payload: ReminderPayload,
): Promise<boolean> {
  const vehicle = await deps.findVehicle(payload.vehicleId);
  if (!vehicle || vehicle[payload.kind] !== payload.due) return false;
  await deps.events.emit({
    type: 'vehicle.reminder',
    recipientIds: [vehicle.ownerId],
    link: '/araclarim',
    params: {
      plate: formatPlate(vehicle.plate),
      kind: kindLabel(payload.kind),
      due: dayText(payload.due),
      daysBefore: String(payload.daysBefore),
    },
    key: `${vehicle.id}:${payload.kind}:${payload.due}:${payload.daysBefore}`,
  });
  return true;
}
