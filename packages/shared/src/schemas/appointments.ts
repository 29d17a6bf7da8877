import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { entityIds, idSchema, isoDateTime, timestamps } from './api.js';
import { calendarDateSchema, instantSchema } from './dates.js';
import { GARAGE_LIMITS } from './garage.js';
import { boundedNumber } from './numbers.js';
import { money } from './shop.js';
import { trimmedText } from './trimmed-text.js';

/**
 * Appointments ('Randevu', docs/product.md §10 'Appointments'):
 *   POST   /api/appointments                 {businessId, startsAt, service, vehicleId?, note?} → 201 { appointment }
 *   GET    /api/appointments?as=&from=&to=   → { appointments, blocks } (own: as customer, or as the business)
 *   PATCH  /api/appointments/{id}            {status, reason?, finalPrice?, km?} → { appointment }
 *   GET    /api/businesses/{id}/slots?date=  → { date, slotMinutes, slots } (free capacity per slot)
 *   POST   /api/appointments/blocks          {startsAt, endsAt, note?} → 201 { block } (the business blocks time)
 *   DELETE /api/appointments/blocks/{id}     → 204
 */
export const APPOINTMENT_LIMITS = {
  serviceMin: 2,
  serviceMax: 120,
  noteMax: 1000,
  reasonMin: 3,
  reasonMax: 500,
  /** How far ahead a customer may book. */
  horizonDays: 60,
  /** The longest stretch one block closes. */
  blockMaxDays: 31,
  /** The widest window one list asks for. */
  listMaxDays: 92,
} as const;

export const appointmentStatuses = ['requested', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  requested: 'Onay bekliyor',
  confirmed: 'Onaylandı',
  completed: 'Tamamlandı',
  cancelled: 'İptal edildi',
  no_show: 'Gelmedi',
};

/** An appointment's or a block's start or end, e.g. '2026-12-01T09:00:00+03:00' or '…Z'. */
const instant = instantSchema(errorMessages.INVALID_STARTS_AT);

const serviceSchema = trimmedText(
  errorMessages.APPOINTMENT_SERVICE_REQUIRED,
  APPOINTMENT_LIMITS.serviceMin,
  APPOINTMENT_LIMITS.serviceMax,
  errorMessages.APPOINTMENT_SERVICE_REQUIRED,
);

const noteSchema = z
  .string({ error: errorMessages.APPOINTMENT_NOTE_TOO_LONG })
  .trim()
  .max(APPOINTMENT_LIMITS.noteMax, errorMessages.APPOINTMENT_NOTE_TOO_LONG);

const uuidSchema = z.uuid({ error: errorMessages.VALIDATION });

export const createAppointmentSchema = z.object({
  businessId: idSchema,
  startsAt: instant,
  service: serviceSchema,
  vehicleId: uuidSchema.nullish().describe('Garajdaki araç'),
  note: noteSchema.default(''),
});
export type CreateAppointmentInput = z.input<typeof createAppointmentSchema>;

export const reasonSchema = trimmedText(
  errorMessages.APPOINTMENT_REASON_REQUIRED,
  APPOINTMENT_LIMITS.reasonMin,
  APPOINTMENT_LIMITS.reasonMax,
  errorMessages.APPOINTMENT_REASON_REQUIRED,
);

export const updateAppointmentSchema = z.object({
  status: z.enum(['confirmed', 'completed', 'cancelled', 'no_show'], {
    error: errorMessages.INVALID_APPOINTMENT_STATUS,
  }),
  reason: reasonSchema.optional().describe('İptalde zorunlu'),
  finalPrice: money(errorMessages.FINAL_PRICE_INVALID)
    .optional()
    .describe('Tamamlarken: işin son fiyatı, TL (aracın servis geçmişine ve adil fiyat aralığına girer)'),
  km: boundedNumber({ min: 0, max: GARAGE_LIMITS.kmMax, int: true, message: errorMessages.COMPLETION_KM_INVALID })
    .optional()
    .describe('Tamamlarken: aracın kilometresi'),
});
export type UpdateAppointmentInput = z.input<typeof updateAppointmentSchema>;

export const appointmentListQuerySchema = z.object({
  as: z.enum(['customer', 'business'], { error: errorMessages.VALIDATION }).default('customer'),
  from: calendarDateSchema().optional().describe('İstanbul takvim günü; yoksa bugünden 7 gün önce'),
  to: calendarDateSchema().optional().describe('dahil; yoksa from + 60 gün'),
});

export const slotsQuerySchema = z.object({ date: calendarDateSchema() });

export const createBlockSchema = z.object({
  startsAt: instant,
  endsAt: instant,
  note: noteSchema.default(''),
});
export type CreateBlockInput = z.input<typeof createBlockSchema>;

const party = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable().describe('yalnızca randevunun tarafları görür'),
});

export const appointmentSchema = z.object({
  ...entityIds,
  status: z.enum(appointmentStatuses),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  service: z.string(),
  note: z.string(),
  vehicleId: z.string().nullable(),
  plate: z.string().nullable().describe('Garajdaki aracın plakası, boşluksuz (34ABC123)'),
  quoteId: z.string().nullable().describe('Randevuyu doğuran teklif isteği'),
  priceMin: z.number().nullable().describe('Kabul edilen teklifin en düşük fiyatı, TL'),
  priceMax: z.number().nullable().describe('Kabul edilen teklifin en yüksek fiyatı, TL'),
  finalPrice: z.number().nullable().describe('İşletmenin tamamlarken girdiği son fiyat, TL'),
  km: z.number().int().nullable().describe('Tamamlarken girilen kilometre'),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['customer', 'business']).nullable(),
  customer: party,
  business: party,
  ...timestamps,
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const blockSchema = z.object({
  id: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  note: z.string(),
});
export type TimeBlock = z.infer<typeof blockSchema>;

export const appointmentResponseSchema = z.object({ appointment: appointmentSchema });
export const appointmentListSchema = z.object({
  appointments: z.array(appointmentSchema),
  blocks: z.array(blockSchema).describe('işletmenin kapattığı zamanlar (yalnızca as=business)'),
});
export type AppointmentList = z.infer<typeof appointmentListSchema>;
export const blockResponseSchema = z.object({ block: blockSchema });

export const slotSchema = z.object({ startsAt: isoDateTime, endsAt: isoDateTime, free: z.number().int() });
export type Slot = z.infer<typeof slotSchema>;
export const slotsResponseSchema = z.object({
  date: z.string(),
  slotMinutes: z.number().int().nullable(),
  slots: z.array(slotSchema).describe('bu günün randevu saatleri; free 0 ise dolu'),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;
