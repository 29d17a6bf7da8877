import { z } from 'zod';
import { formatPlate } from '../text/plate.js';
import { isoDateTime } from './api.js';
import { appointmentStatuses } from './appointments.js';
import type { OfferStatus, QuoteStatus } from './quotes.js';

/** How many of each kind the context card shows: the newest few are what the two sides are talking about. */
export const CONTEXT_ITEMS_MAX = 3;

export const contextVehicleSchema = z.object({
  /** Normalised ('34ABC123'); null for a vehicle typed into the form rather than picked from the garage. */
  plate: z.string().nullable(),
  brand: z.string().describe('markanın görünen adı'),
  model: z.string(),
  year: z.number().int(),
});
export type ContextVehicle = z.infer<typeof contextVehicleSchema>;

/** A quote request between the customer and the business, with that business's own offer on it. */
export const contextQuoteSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'accepted', 'cancelled', 'expired'] satisfies QuoteStatus[]),
  /** The sector as people read it ('Periyodik Bakım'). */
  sector: z.string(),
  vehicle: contextVehicleSchema,
  createdAt: isoDateTime,
  offer: z
    .object({
      priceMin: z.number(),
      priceMax: z.number(),
      status: z.enum(['pending', 'accepted', 'declined'] satisfies OfferStatus[]),
    })
    .nullable(),
});
export type ContextQuote = z.infer<typeof contextQuoteSchema>;

/** An appointment between the two, as both sides read it on their appointment cards. */
export const contextAppointmentSchema = z.object({
  id: z.string(),
  status: z.enum(appointmentStatuses),
  startsAt: isoDateTime,
  service: z.string(),
  plate: z.string().nullable(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  finalPrice: z.number().nullable(),
  /** The request the appointment came from, when an accepted offer booked it. */
  quoteId: z.string().nullable(),
});
export type ContextAppointment = z.infer<typeof contextAppointmentSchema>;

/**
 * What a conversation between a customer and a business is about (docs/product.md §7 'Messages'): their newest
 * appointments and quote requests, newest first. Empty for two people who are not customer and business.
 */
export const conversationContextSchema = z.object({
  appointments: z.array(contextAppointmentSchema).max(CONTEXT_ITEMS_MAX),
  quotes: z.array(contextQuoteSchema).max(CONTEXT_ITEMS_MAX),
});
export type ConversationContext = z.infer<typeof conversationContextSchema>;

export const conversationContextResponseSchema = z.object({ context: conversationContextSchema });

/** The vehicle as people write it: '34 ABC 123 Corolla', or 'Toyota Corolla 2018' without a plate. */
export const vehicleLine = (vehicle: ContextVehicle) =>
  vehicle.plate
    ? `${formatPlate(vehicle.plate)} ${vehicle.model}`
    : `${vehicle.brand} ${vehicle.model} ${vehicle.year}`;

/**
 * The line that tells apart two conversations with people of the same name: the vehicle of their newest request, else
 * the plate and service of their newest appointment; null when the two sides share neither.
 */
export function contextLine(context: ConversationContext): string | null {
  const [quote] = context.quotes;
  if (quote) return `${vehicleLine(quote.vehicle)} · ${quote.sector}`;
  const [appointment] = context.appointments;
  if (!appointment) return null;
  return appointment.plate ? `${formatPlate(appointment.plate)} · ${appointment.service}` : appointment.service;
}
