import type { Appointment, TimeBlock } from '@otousta/shared/schemas/appointments';
import { toLira } from '../../platform/money.js';
import type { AppointmentView } from './appointments.service.js';
import type { BlockRow } from './appointments.table.js';

export function toAppointment(row: AppointmentView): Appointment {
  return {
    _id: row.id,
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    service: row.service,
    note: row.note,
    vehicleId: row.vehicleId,
    plate: row.plate,
    quoteId: row.quoteId,
    priceMin: row.priceMinKurus === null ? null : toLira(row.priceMinKurus),
    priceMax: row.priceMaxKurus === null ? null : toLira(row.priceMaxKurus),
    finalPrice: row.finalPrice === null ? null : toLira(row.finalPrice),
    km: row.km,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    customer: row.customer,
    business: row.business,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toBlock = (row: BlockRow): TimeBlock => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  note: row.note,
});
