/**
 * The garage ('Araçlarım'), favourites and fitment contract (docs/product.md 'Garage, favourites and fitment'; docs/decisions/027-garage-favourites-fitment.md),
 * shared by the API and the screens. Bearer token = signed in; every list holds the caller's own rows only.
 *
 * Garage
 *   GET    /api/vehicles               bearer → `{ vehicles: Vehicle[] }` (own, newest first)
 *   POST   /api/vehicles `VehicleInput` bearer → 201 `{ vehicle }`; 400 PLATE_INVALID…, 409 PLATE_TAKEN
 *   PATCH  /api/vehicles/{id} partial `VehicleInput` → `{ vehicle }`; 404 VEHICLE_NOT_FOUND (also someone else's)
 *   DELETE /api/vehicles/{id}          → 204
 *   GET    /api/vehicles/{id}/history  → `{ orders, appointments }` (own orders with a part whose fitment matches
 *          the vehicle; own completed appointments booked for it)
 * Favourites
 *   GET    /api/favorites                         → `{ businesses: FavoriteBusiness[], products: Product[] }`
 *   PUT    /api/favorites/{businessId}            → 204 (idempotent); 404 BUSINESS_NOT_FOUND
 *   DELETE /api/favorites/{businessId}            → 204 (idempotent)
 *   PUT    /api/favorites/products/{productId}    → 204; 404 PRODUCT_NOT_FOUND
 *   DELETE /api/favorites/products/{productId}    → 204
 * Fitment
 *   GET    /api/products/{id}/fitment   → `{ fitment: Fitment }` (anybody who may see the product)
 *   PUT    /api/products/{id}/fitment `Fitment` → `{ fitment }` (the product's seller only)
 *   GET    /api/products?fits={vehicleId}&oem={number} — the catalogue narrowed to parts for the caller's vehicle
 *          (bearer; someone else's vehicle → 404 VEHICLE_NOT_FOUND) and/or carrying the OEM number.
 */
import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { brandsFor, carBrands, motorcycleBrands } from '../options/brands.js';
import { maxCarYear } from '../options/posts.js';
import { type VehicleType, vehicleTypes } from '../options/vehicles.js';
import { foldTurkish } from '../text/fold.js';
import { formatPlate, isValidPlate, normalisePlate } from '../text/plate.js';
import { entityIds } from './api.js';
import { calendarDateSchema } from './dates.js';
import { boundedNumber } from './numbers.js';
import { trimmedText } from './trimmed-text.js';

export const GARAGE_LIMITS = {
  vehiclesMax: 20,
  modelMax: 60,
  yearMin: 1900,
  kmMax: 2_000_000,
  favoritesMax: 500,
  fitmentsMax: 50,
  oemMax: 20,
  /** Reminders go this many days before each due date, at 09:00 Istanbul time. */
  reminderDays: [30, 7, 1] as const,
} as const;

/** When the reminders go, as the garage tells its owner: '30, 7 ve 1 gün önce'. */
export const reminderDaysText = `${GARAGE_LIMITS.reminderDays.slice(0, -1).join(', ')} ve ${GARAGE_LIMITS.reminderDays.at(-1)} gün önce`;

/** The three dates a Turkish vehicle owner must not miss, with their names. */
export const vehicleDueKinds = [
  { value: 'inspectionDue', label: 'Muayene' },
  { value: 'insuranceDue', label: 'Trafik sigortası' },
  { value: 'kaskoDue', label: 'Kasko' },
] as const;
export type VehicleDueKind = (typeof vehicleDueKinds)[number]['value'];

const typeValues = vehicleTypes.map((t) => t.value) as [VehicleType, ...VehicleType[]];
const vehicleTypeSchema = z.enum(typeValues, { error: errorMessages.VEHICLE_TYPE_REQUIRED });

export const plateSchema = z
  .string({ error: errorMessages.PLATE_INVALID })
  .max(20, errorMessages.PLATE_INVALID)
  .refine(isValidPlate, errorMessages.PLATE_INVALID)
  .transform(normalisePlate);

const yearSchema = boundedNumber({
  min: GARAGE_LIMITS.yearMin,
  max: 9999,
  int: true,
  message: errorMessages.INVALID_CAR_YEAR,
}).refine((year) => year <= maxCarYear(), errorMessages.INVALID_CAR_YEAR);

const dueSchema = calendarDateSchema(errorMessages.VEHICLE_DATE_INVALID).nullable().optional();

const brandFits = (type: string, brand: string) => brandsFor([type]).some((b) => b.value === brand);

const vehicleFields = z.object({
  plate: plateSchema,
  vehicleType: vehicleTypeSchema,
  brand: z.string({ error: errorMessages.VEHICLE_BRAND_INVALID }).min(1, errorMessages.VEHICLE_BRAND_INVALID).max(60),
  model: trimmedText(
    errorMessages.VEHICLE_MODEL_REQUIRED,
    1,
    GARAGE_LIMITS.modelMax,
    errorMessages.VEHICLE_MODEL_REQUIRED,
  ),
  year: yearSchema,
  km: boundedNumber({ min: 0, max: GARAGE_LIMITS.kmMax, int: true, message: errorMessages.VEHICLE_KM_INVALID })
    .nullable()
    .optional(),
  inspectionDue: dueSchema,
  insuranceDue: dueSchema,
  kaskoDue: dueSchema,
});

/** A new vehicle: the brand must be one of the lists of its type. */
export const vehicleInputSchema = vehicleFields.refine((v) => brandFits(v.vehicleType, v.brand), {
  message: errorMessages.VEHICLE_BRAND_INVALID,
  path: ['brand'],
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleData = z.output<typeof vehicleInputSchema>;

/** A change: any of the fields; the brand is checked against the type once merged with the stored vehicle. */
export const vehiclePatchSchema = vehicleFields.partial();
export const isBrandOfType = brandFits;

export const vehicleSchema = z.object({
  ...entityIds,
  /** Normalised, e.g. '34ABC123'. */
  plate: z.string(),
  /** As shown, e.g. '34 ABC 123'. */
  plateDisplay: z.string(),
  vehicleType: vehicleTypeSchema,
  brand: z.string(),
  brandLabel: z.string(),
  model: z.string(),
  year: z.number().int(),
  km: z.number().int().nullable(),
  inspectionDue: z.string().nullable(),
  insuranceDue: z.string().nullable(),
  kaskoDue: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const brandLabel = (type: string, brand: string) =>
  (type === 'motorsiklet' ? motorcycleBrands : carBrands).find((b) => b.value === brand)?.label ?? brand;

export const plateDisplay = formatPlate;

// ---------------------------------------------------------------------------------------------------------------
// Fitment

const fitYear = boundedNumber({
  min: GARAGE_LIMITS.yearMin,
  max: 9999,
  int: true,
  message: errorMessages.FITMENT_YEARS_INVALID,
})
  .refine((year) => year <= maxCarYear(), errorMessages.FITMENT_YEARS_INVALID)
  .nullable()
  .optional();

/** One vehicle a part fits: a brand of a type, optionally one model (empty = every model) and a year range. */
export const fitmentRowSchema = z
  .object({
    vehicleType: vehicleTypeSchema,
    brand: z.string({ error: errorMessages.VEHICLE_BRAND_INVALID }).min(1, errorMessages.VEHICLE_BRAND_INVALID).max(60),
    model: z
      .string({ error: errorMessages.VEHICLE_MODEL_REQUIRED })
      .trim()
      .max(GARAGE_LIMITS.modelMax, errorMessages.VEHICLE_MODEL_REQUIRED)
      .default(''),
    yearFrom: fitYear,
    yearTo: fitYear,
  })
  .refine((row) => brandFits(row.vehicleType, row.brand), {
    message: errorMessages.VEHICLE_BRAND_INVALID,
    path: ['brand'],
  })
  .refine((row) => row.yearFrom == null || row.yearTo == null || row.yearFrom <= row.yearTo, {
    message: errorMessages.FITMENT_YEARS_INVALID,
    path: ['yearTo'],
  });
export type FitmentRowInput = z.input<typeof fitmentRowSchema>;

/** An OEM (original part) number as compared: upper-case letters and digits only ('1K0-615-301 AA' → '1K0615301AA'). */
export const normaliseOem = (oem: string) => normalisePlate(oem);

/**
 * The OEM numbers a seller typed, one per line or separated by commas or semicolons, as the API keeps them:
 * normalised, without empties or repeats. A space stays inside a number ('04465 02220' is one).
 */
export const oemNumbersFromText = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\n,;]+/)
      .map(normaliseOem)
      .filter(Boolean),
  ),
];

export const oemSchema = z
  .string({ error: errorMessages.OEM_INVALID })
  .max(60, errorMessages.OEM_INVALID)
  .transform(normaliseOem)
  .refine((oem) => oem.length >= 3 && oem.length <= 30, errorMessages.OEM_INVALID);

export const fitmentInputSchema = z.object({
  vehicles: z
    .array(fitmentRowSchema, { error: errorMessages.VALIDATION })
    .max(GARAGE_LIMITS.fitmentsMax, errorMessages.TOO_MANY_FITMENTS),
  oemNumbers: z
    .array(oemSchema, { error: errorMessages.VALIDATION })
    .max(GARAGE_LIMITS.oemMax, errorMessages.TOO_MANY_OEM_NUMBERS)
    .transform((list) => [...new Set(list)]),
});
export type FitmentInput = z.input<typeof fitmentInputSchema>;

export const fitmentRowOutSchema = z.object({
  vehicleType: vehicleTypeSchema,
  brand: z.string(),
  brandLabel: z.string(),
  model: z.string(),
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
});
export type FitmentRow = z.infer<typeof fitmentRowOutSchema>;
export const fitmentSchema = z.object({ vehicles: z.array(fitmentRowOutSchema), oemNumbers: z.array(z.string()) });
export type Fitment = z.infer<typeof fitmentSchema>;

/** How a model is compared: Turkish-folded, spaces squeezed ('Corolla ', 'COROLLA' and 'corolla' are one model). */
export const modelKey = (model: string) => foldTurkish(model).replace(/\s+/g, ' ').trim();

/**
 * Whether a part fits a vehicle (the API's SQL filter says the same): a row of the same type and brand, whose model
 * is empty or the vehicle's, whose year range (either end may be open) holds the vehicle's year.
 */
export function rowFits(
  row: Pick<FitmentRow, 'vehicleType' | 'brand' | 'model' | 'yearFrom' | 'yearTo'>,
  vehicle: Pick<Vehicle, 'vehicleType' | 'brand' | 'model' | 'year'>,
): boolean {
  return (
    row.vehicleType === vehicle.vehicleType &&
    row.brand === vehicle.brand &&
    (row.model === '' || modelKey(row.model) === modelKey(vehicle.model)) &&
    (row.yearFrom == null || row.yearFrom <= vehicle.year) &&
    (row.yearTo == null || vehicle.year <= row.yearTo)
  );
}

/** What the product page says for the chosen vehicle. */
export type FitVerdict = 'fits' | 'doesNotFit' | 'unspecified';
export function fitVerdict(fitment: Pick<Fitment, 'vehicles'>, vehicle: Parameters<typeof rowFits>[1]): FitVerdict {
  if (fitment.vehicles.length === 0) return 'unspecified';
  return fitment.vehicles.some((row) => rowFits(row, vehicle)) ? 'fits' : 'doesNotFit';
}

// ---------------------------------------------------------------------------------------------------------------
// Favourites

export const favoriteBusinessSchema = z.object({
  id: z.string(),
  _id: z.string(),
  businessName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string(),
  photo: z.string().nullable(),
  favoritedAt: z.string(),
});
export type FavoriteBusiness = z.infer<typeof favoriteBusinessSchema>;

export const favoriteIdsSchema = z.object({ businessIds: z.array(z.string()), productIds: z.array(z.string()) });
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;

export const vehicleHistorySchema = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      createdAt: z.string(),
      /** The order's lines that fit the vehicle. */
      items: z.array(
        z.object({
          productId: z.string().nullable(),
          name: z.string(),
          photo: z.string().nullable(),
          quantity: z.number(),
        }),
      ),
    }),
  ),
  /** The owner's completed appointments booked for the vehicle, latest first. */
  appointments: z.array(
    z.object({
      id: z.string(),
      startsAt: z.string(),
      service: z.string(),
      business: z.object({ id: z.string(), name: z.string() }),
      finalPrice: z.number().nullable().describe('TL; işletme girdiyse'),
      km: z.number().int().nullable().describe('işletme girdiyse'),
    }),
  ),
});
export type VehicleHistory = z.infer<typeof vehicleHistorySchema>;

/** One completed job of a vehicle's history, as its JSON and its PDF give it. */
export type HistoryJob = VehicleHistory['appointments'][number];

/** The name a vehicle's history PDF is saved under: '35 IZM 35' → 'servis-gecmisi-35IZM35.pdf'. */
export const historyPdfFilename = (plate: string) => `servis-gecmisi-${normalisePlate(plate)}.pdf`;
