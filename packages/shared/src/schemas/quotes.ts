/**
 * Quote requests ('Teklif İste') and the businesses' offers (docs/product.md §10, docs/decisions/025-quote-requests.md):
 *   POST /api/quotes                                  JSON, or multipart `quoteData` (JSON) + `photos` (at most 5)
 *   GET  /api/quotes?status&state&sector&urgency&page&limit   own requests (customer) or incoming ones (business)
 *   GET  /api/quotes/{id}                             the customer and the addressed businesses only
 *   POST /api/quotes/{id}/offers                      an addressed business; one offer each, editable until accepted
 *   POST /api/quotes/{id}/offers/{offerId}/accept     the customer; closes the request, books an appointment
 *   POST /api/quotes/{id}/cancel                      the customer
 *   POST /api/quotes/{id}/question                    an addressed business asks in the chat with the customer
 */
import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { brandsFor } from '../options/brands.js';
import { findCity } from '../options/cities.js';
import { sectors, vehicleTypes } from '../options/vehicles.js';
import { countedPageSchema, entityIds, idSchema, isoDateTime, pageQuerySchema, timestamps } from './api.js';
import { calendarDateSchema, instantSchema } from './dates.js';
import { boundedNumber } from './numbers.js';
import { priceBands, priceEstimateSchema } from './prices.js';
import { money } from './shop.js';
import { trimmedText } from './trimmed-text.js';

export const QUOTE_LIMITS = {
  descriptionMin: 20,
  descriptionMax: 2000,
  photosMax: 5,
  businessesMax: 5,
  /** A request is open for this many days, then expired (computed, never stored). */
  openDays: 7,
  modelMax: 60,
  yearMin: 1950,
  districtMax: 60,
  durationMax: 60,
  noteMax: 1000,
  /** How far ahead an offer's earliest date may lie. */
  earliestDateMaxDays: 90,
  questionMax: 1000,
  pageSize: 10,
  maxPageSize: 50,
} as const;

export const urgencies = [
  { value: 'acil', label: 'Acil (bugün ya da yarın)' },
  { value: 'bu-hafta', label: 'Bu hafta içinde' },
  { value: 'esnek', label: 'Acelem yok' },
] as const;
export type Urgency = (typeof urgencies)[number]['value'];
export const urgencyLabel = (value: string) => urgencies.find((u) => u.value === value)?.label ?? value;

/** What the customer sees of a request: open until an offer is accepted, cancelled, or 7 days pass. */
export const quoteStatuses = [
  { value: 'open', label: 'Açık' },
  { value: 'accepted', label: 'Teklif kabul edildi' },
  { value: 'cancelled', label: 'İptal edildi' },
  { value: 'expired', label: 'Süresi doldu' },
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number]['value'];

/**
 * The customer's words for where a request stands: an open one waits for offers until the first arrives, then for the
 * customer's decision on them.
 */
export function quoteStatusText(status: QuoteStatus, pendingOffers: number): string {
  if (status === 'open')
    return pendingOffers > 0 ? `${pendingOffers} teklif geldi, kararınızı bekliyor` : 'Teklif bekleniyor';
  return quoteStatuses.find((s) => s.value === status)?.label ?? status;
}

/** Where a request stands for one addressed business: the business panel's filter. */
export const quoteStates = [
  { value: 'new', label: 'Yeni' },
  { value: 'offered', label: 'Teklif verildi' },
  { value: 'won', label: 'Kabul edildi' },
  { value: 'closed', label: 'Kapandı' },
] as const;
export type QuoteState = (typeof quoteStates)[number]['value'];

export const offerStatuses = [
  { value: 'pending', label: 'Değerlendiriliyor' },
  { value: 'accepted', label: 'Kabul edildi' },
  { value: 'declined', label: 'Başka teklif seçildi' },
] as const;
export type OfferStatus = (typeof offerStatuses)[number]['value'];

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

const required = (message: string, max: number) => trimmedText(message, 1, max);

const maxYear = () => new Date().getFullYear() + 1;

/**
 * The request as the customer writes it; the businesses are the one of the page, or the best matches (up to 5). With
 * `vehicleId` (a vehicle of the customer's garage) the server takes type, brand, model and year from the garage, so
 * those fields may be left out; without it they are required.
 */
export const createQuoteSchema = z
  .object({
    vehicleId: z.uuid({ error: errorMessages.VALIDATION }).nullish(),
    vehicleType: z.enum(values(vehicleTypes), { error: errorMessages.QUOTE_VEHICLE_REQUIRED }).optional(),
    brand: z
      .string({ error: errorMessages.QUOTE_VEHICLE_REQUIRED })
      .trim()
      .min(1, errorMessages.QUOTE_VEHICLE_REQUIRED)
      .optional(),
    model: required(errorMessages.QUOTE_VEHICLE_REQUIRED, QUOTE_LIMITS.modelMax).optional(),
    year: boundedNumber({
      min: QUOTE_LIMITS.yearMin,
      max: 2100,
      int: true,
      message: errorMessages.INVALID_VEHICLE_YEAR,
    })
      .refine((year) => year <= maxYear(), errorMessages.INVALID_VEHICLE_YEAR)
      .optional(),
    sector: z.string({ error: errorMessages.QUOTE_SECTOR_REQUIRED }).min(1, errorMessages.QUOTE_SECTOR_REQUIRED),
    city: z
      .string({ error: errorMessages.INVALID_CITY })
      .refine((slug) => Boolean(findCity(slug)), errorMessages.INVALID_CITY),
    district: required(errorMessages.QUOTE_DISTRICT_REQUIRED, QUOTE_LIMITS.districtMax),
    description: trimmedText(
      errorMessages.QUOTE_DESCRIPTION_TOO_SHORT,
      QUOTE_LIMITS.descriptionMin,
      QUOTE_LIMITS.descriptionMax,
      errorMessages.QUOTE_DESCRIPTION_TOO_LONG,
    ),
    urgency: z.enum(values(urgencies), { error: errorMessages.INVALID_URGENCY }),
    /** Left out: the best-matching businesses of the city (at most 5). */
    businessIds: z
      .array(idSchema, { error: errorMessages.VALIDATION })
      .min(1, errorMessages.VALIDATION)
      .max(QUOTE_LIMITS.businessesMax, errorMessages.QUOTE_TOO_MANY_BUSINESSES)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.vehicleId) {
      for (const field of ['vehicleType', 'brand', 'model', 'year'] as const) {
        if (input[field] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: errorMessages.QUOTE_VEHICLE_REQUIRED });
        }
      }
    }
    if (input.vehicleType === undefined) return;
    const issue = quoteVehicleIssue(input.vehicleType, input.sector, input.brand);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: errorMessages[issue.code] });
  });

/** Whether the sector serves the vehicle type and the brand is one of it: the form's and the server's one rule. */
export function quoteVehicleIssue(
  vehicleType: string,
  sector: string,
  brand: string | undefined,
): { field: 'sector' | 'brand'; code: 'INVALID_SECTOR' | 'INVALID_BRAND' } | null {
  const served = sectors.find((s) => s.value === sector);
  if (!served?.for.some((type) => type === vehicleType)) return { field: 'sector', code: 'INVALID_SECTOR' };
  if (brand !== undefined && !brandsFor([vehicleType]).some((b) => b.value === brand)) {
    return { field: 'brand', code: 'INVALID_BRAND' };
  }
  return null;
}
export type CreateQuoteInput = z.input<typeof createQuoteSchema>;
export type CreateQuote = z.output<typeof createQuoteSchema>;

/** Today in Turkey (Europe/Istanbul, UTC+3 all year), as YYYY-MM-DD. */
export const todayInTurkey = (now = new Date()) => new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An offer: a price range in TL (shop money rules), a duration, the earliest day the work can start and a note. */
export const offerSchema = z
  .object({
    priceMin: money(errorMessages.OFFER_PRICE_INVALID),
    priceMax: money(errorMessages.OFFER_PRICE_INVALID),
    duration: required(errorMessages.OFFER_DURATION_REQUIRED, QUOTE_LIMITS.durationMax),
    earliestDate: calendarDateSchema(errorMessages.OFFER_DATE_INVALID).refine((day) => {
      const today = todayInTurkey();
      return day >= today && day <= addDays(today, QUOTE_LIMITS.earliestDateMaxDays);
    }, errorMessages.OFFER_DATE_INVALID),
    note: z.string().trim().max(QUOTE_LIMITS.noteMax, errorMessages.OFFER_NOTE_TOO_LONG).optional(),
  })
  .refine((offer) => offer.priceMin <= offer.priceMax, {
    path: ['priceMin'],
    message: errorMessages.OFFER_PRICE_RANGE,
  });
export type OfferInput = z.input<typeof offerSchema>;

/**
 * Accepting names the appointment's start, one of the business's free slots on or after the offer's earliest day, or
 * says explicitly that the time will be agreed with the business later (`later: true`): never neither, so an accept
 * never ends without an appointment the customer did not choose to leave out.
 */
export const acceptOfferSchema = z
  .object({
    startsAt: instantSchema(errorMessages.INVALID_STARTS_AT).optional(),
    later: z.literal(true, { error: errorMessages.ACCEPT_SLOT_REQUIRED }).optional(),
  })
  // An empty POST carries no body at all.
  .nullish()
  .refine((choice) => Boolean(choice?.startsAt) !== Boolean(choice?.later), {
    message: errorMessages.ACCEPT_SLOT_REQUIRED,
    path: ['startsAt'],
  });
export type AcceptOfferInput = z.input<typeof acceptOfferSchema>;

export const quoteQuestionSchema = z.object({
  content: trimmedText(
    errorMessages.QUOTE_QUESTION_TOO_SHORT,
    2,
    QUOTE_LIMITS.questionMax,
    errorMessages.MESSAGE_TOO_LONG,
  ),
});

export const offerIdParamsSchema = z.object({ id: idSchema, offerId: idSchema });

export const quoteListQuerySchema = pageQuerySchema({
  size: QUOTE_LIMITS.pageSize,
  max: QUOTE_LIMITS.maxPageSize,
}).extend({
  status: z.enum(values(quoteStatuses), { error: errorMessages.VALIDATION }).optional(),
  state: z.enum(values(quoteStates), { error: errorMessages.VALIDATION }).optional(),
  sector: z.string().max(60).optional(),
  urgency: z.enum(values(urgencies), { error: errorMessages.VALIDATION }).optional(),
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

export const quoteBusinessSchema = z.object({
  id: z.string(),
  businessName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  photos: z.array(z.string()),
  city: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isVerified: z.boolean(),
  responseTimeMinutes: z.number().int().nullable(),
  businessLatitude: z.number().nullable(),
  businessLongitude: z.number().nullable(),
});
export type QuoteBusiness = z.infer<typeof quoteBusinessSchema>;

export const offerViewSchema = z.object({
  ...entityIds,
  quoteId: z.string(),
  business: quoteBusinessSchema,
  priceMin: z.number(),
  priceMax: z.number(),
  priceBand: z
    .enum(priceBands)
    .nullable()
    .describe('Teklifin, benzer işlerin olağan fiyat aralığına göre yeri; 5 veriden azsa null'),
  duration: z.string(),
  earliestDate: z.string().describe('YYYY-MM-DD'),
  note: z.string().nullable(),
  status: z.enum(values(offerStatuses)),
  /** Minutes from the request to this offer. */
  responseMinutes: z.number().int(),
  /** From the request's district (else its province) to the business's map pin, to 10 m; null without a pin. */
  distanceKm: z.number().nullable().describe('Talebin ilçesinden işletmenin konumuna uzaklık, km'),
  ...timestamps,
});
export type OfferView = z.infer<typeof offerViewSchema>;

export const quoteViewSchema = z.object({
  ...entityIds,
  status: z.enum(values(quoteStatuses)),
  /** For an addressed business: where the request stands for it. */
  state: z.enum(values(quoteStates)).nullable(),
  customer: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), photos: z.array(z.string()) }),
  vehicleId: z.string().nullable(),
  plate: z.string().nullable().describe('Garajdan seçilen aracın plakası, boşluksuz (34ABC123)'),
  vehicleType: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  sector: z.string(),
  city: z.string(),
  district: z.string(),
  description: z.string(),
  urgency: z.string(),
  photos: z.array(z.string()),
  /** The addressed businesses (a business sees only itself). */
  businesses: z.array(quoteBusinessSchema),
  /** Every offer for the customer; a business sees only its own. */
  offers: z.array(offerViewSchema),
  priceEstimate: priceEstimateSchema
    .nullable()
    .describe(
      'Benzer işlerin (sektör, araç türü, il) olağan fiyatı; yalnızca teklif gelmiş taleplerde, 5 veriden azsa null',
    ),
  acceptedOfferId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  closedAt: isoDateTime.nullable(),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

export const quoteResponseSchema = z.object({ quote: quoteViewSchema });
export const quotePageSchema = countedPageSchema('quotes', quoteViewSchema);
export type QuotePage = z.infer<typeof quotePageSchema>;
export const acceptResponseSchema = z.object({ quote: quoteViewSchema, appointmentId: z.string().nullable() });
export const questionResponseSchema = z.object({ conversationId: z.string() });
