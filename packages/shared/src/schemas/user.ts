import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { type ErrorCode, errorMessages } from '../messages/tr.js';
import { brandsFor } from '../options/brands.js';
import { isCitySlug } from '../options/cities.js';
import { sectorsFor, TOWING_SECTOR, vehicleTypes } from '../options/vehicles.js';
import { entityIds, isoDateTime } from './api.js';
import { calendarDateIssue } from './dates.js';
import { businessHoursSchema } from './hours.js';
import { readOrRefuse } from './read-or-refuse.js';
import { trimmedText } from './trimmed-text.js';

/** Limits of account data (docs/product.md §5, §9; docs/decisions/009-registration-photos.md). */
export const USER_LIMITS = {
  passwordMin: 8,
  // Long enough for any passphrase, short enough that hashing stays cheap.
  passwordMax: 128,
  emailMax: 254,
  nameMax: 50,
  businessNameMax: 120,
  addressMax: 300,
  servicesMax: 2000,
  socialMax: 200,
  photosMax: 5,
  minAge: 16,
  maxAge: 120,
} as const;

export const userTypes = ['musteri', 'isletme'] as const;
export type UserType = (typeof userTypes)[number];
export const userTypeSchema = z.enum(userTypes, { error: errorMessages.INVALID_USER_TYPE });

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** A rule that failed: its stable code (messages/tr.ts) and the form fields it concerns. */
export interface FieldIssue {
  code: ErrorCode;
  message: string;
  fields: string[];
}

export const issue = (code: ErrorCode, ...fields: string[]): FieldIssue => ({
  code,
  message: errorMessages[code],
  fields,
});

/** Adds a FieldIssue to a zod refinement, one zod issue per field so forms can mark each of them. */
export function addFieldIssue(ctx: z.RefinementCtx, found: FieldIssue): void {
  const paths = found.fields.length ? found.fields : [];
  if (!paths.length) ctx.addIssue({ code: 'custom', message: found.message, params: { code: found.code } });
  for (const field of paths) {
    ctx.addIssue({ code: 'custom', message: found.message, path: [field], params: { code: found.code } });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Field normalisers shared by registration, profile editing and the server.

const EMAIL = z.regexes.email;

export const normalizeEmail = (raw: string): string => raw.trim().toLowerCase();
export const isValidEmail = (email: string): boolean => email.length <= USER_LIMITS.emailMax && EMAIL.test(email);

/**
 * A Turkish mobile number in any common spelling ('0532 123 45 67', '+90 532 123 4567', '5321234567') as E.164
 * ('+905321234567'), or undefined. Turkish mobile numbers are the ones whose national number starts with 5.
 */
export function normalizePhone(raw: string): string | undefined {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'TR');
  if (!parsed?.isValid() || parsed.country !== 'TR' || !parsed.nationalNumber.startsWith('5')) return undefined;
  return parsed.number;
}

/** Age in whole years on `today` of someone born on a 'YYYY-MM-DD' date, or undefined when it is no date we take. */
export function ageOn(birthDate: string, today: Date = new Date()): number | undefined {
  if (calendarDateIssue(birthDate)) return undefined;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The password rule of every new password (registration, reset, change): 8 to 128 characters. Length is the rule
 * because long passphrases beat short complex ones and a length is easy to say in one sentence.
 */
export function passwordIssue(password: string, field = 'password'): FieldIssue | undefined {
  if (password.length < USER_LIMITS.passwordMin) return issue('PASSWORD_TOO_SHORT', field);
  if (password.length > USER_LIMITS.passwordMax) return issue('PASSWORD_TOO_LONG', field);
  return undefined;
}

/** The birth-date rule: a real past 'YYYY-MM-DD' date of someone at least 16 (and at most 120) years old. */
export function birthDateIssue(birthDate: string, field = 'birthDate'): FieldIssue | undefined {
  const age = ageOn(birthDate);
  if (age === undefined || age < 0 || age > USER_LIMITS.maxAge) return issue('INVALID_BIRTH_DATE', field);
  if (age < USER_LIMITS.minAge) return issue('TOO_YOUNG', field);
  return undefined;
}

const INSTAGRAM_NAME = /^[A-Za-z0-9._]{1,30}$/;
const FACEBOOK_NAME = /^[A-Za-z0-9.-]{1,80}$/;

/**
 * A social account as typed by a person ('@usta', 'usta', 'instagram.com/usta', 'https://www.instagram.com/usta/')
 * turned into one canonical https link, so the profile page can link to it without trusting user-supplied URLs.
 */
function socialLink(raw: string, host: 'instagram.com' | 'facebook.com', name: RegExp): string | undefined {
  let value = raw.trim();
  const url = new RegExp(`^(?:https?://)?(?:(?:www|m)\\.)?${host.replace('.', '\\.')}/`, 'i');
  if (url.test(value)) value = value.replace(url, '').split(/[/?#]/)[0] ?? '';
  else value = value.replace(/^@/, '');
  return name.test(value) ? `https://www.${host}/${value}` : undefined;
}
export const normalizeInstagram = (raw: string) => socialLink(raw, 'instagram.com', INSTAGRAM_NAME);
export const normalizeFacebook = (raw: string) => socialLink(raw, 'facebook.com', FACEBOOK_NAME);

/** Rough bounding box of Turkey: a business pin outside it is a mistake of the map picker or of the client. */
export const TURKEY_BOUNDS = { minLat: 35.8, maxLat: 42.2, minLng: 25.6, maxLng: 44.9 } as const;
export const isInTurkey = (lat: number, lng: number): boolean =>
  lat >= TURKEY_BOUNDS.minLat &&
  lat <= TURKEY_BOUNDS.maxLat &&
  lng >= TURKEY_BOUNDS.minLng &&
  lng <= TURKEY_BOUNDS.maxLng;

// ---------------------------------------------------------------------------------------------------------------
// Business fields: the rules of docs/product.md §5 item 4 and the option lists, shared by registration and profile
// editing.

export interface BusinessInput {
  businessName?: string | null;
  businessAddress?: string | null;
  businessServices?: string | null;
  vehicleType?: readonly string[] | null;
  businessSector?: readonly string[] | null;
  businessBrand?: readonly string[] | null;
  authorizedBrands?: readonly string[] | null;
  businessLatitude?: number | null;
  businessLongitude?: number | null;
  instagram?: string | null;
  facebook?: string | null;
}

const blank = (v: string | null | undefined) => !v?.trim();
const none = (v: readonly string[] | null | undefined) => !v || v.length === 0;

/** True when the brand list may stay empty: the only chosen sector is towing (docs/product.md §2, §5). */
export const brandsOptional = (sectors: readonly string[] | null | undefined) =>
  !!sectors && sectors.length === 1 && sectors[0] === TOWING_SECTOR;

/** The first failing business rule, in the order of docs/product.md §5 item 4, then option membership, location and links. */
export function businessIssue(b: BusinessInput): FieldIssue | undefined {
  if (blank(b.businessName) || blank(b.businessAddress)) {
    return issue(
      'BUSINESS_NAME_ADDRESS_REQUIRED',
      ...(blank(b.businessName) ? ['businessName'] : []),
      ...(blank(b.businessAddress) ? ['businessAddress'] : []),
    );
  }
  if (none(b.vehicleType)) return issue('VEHICLE_TYPE_REQUIRED', 'vehicleType');
  if (none(b.businessSector)) return issue('SECTOR_REQUIRED', 'businessSector');
  if (none(b.businessBrand) && !brandsOptional(b.businessSector)) return issue('BRAND_REQUIRED', 'businessBrand');
  if (blank(b.businessServices)) return issue('SERVICES_REQUIRED', 'businessServices');
  if (b.businessLatitude == null || b.businessLongitude == null) {
    return issue('LOCATION_REQUIRED', 'businessLatitude', 'businessLongitude');
  }
  return businessFormatIssue(b);
}

/** Option membership, lengths, location and links of whatever business fields are present. */
export function businessFormatIssue(b: BusinessInput): FieldIssue | undefined {
  if ((b.businessName ?? '').trim().length > USER_LIMITS.businessNameMax) return issue('TEXT_TOO_LONG', 'businessName');
  if ((b.businessAddress ?? '').trim().length > USER_LIMITS.addressMax)
    return issue('TEXT_TOO_LONG', 'businessAddress');
  if ((b.businessServices ?? '').trim().length > USER_LIMITS.servicesMax) {
    return issue('TEXT_TOO_LONG', 'businessServices');
  }
  const types = b.vehicleType ?? [];
  const knownTypes = new Set<string>(vehicleTypes.map((t) => t.value));
  if (types.some((t) => !knownTypes.has(t))) return issue('INVALID_VEHICLE_TYPE', 'vehicleType');
  // A sector or brand must be offered by one of the chosen vehicle types (docs/product.md §2: choosing a type reveals
  // them).
  const offeredSectors = new Set(sectorsFor(types).map((s) => s.value));
  if ((b.businessSector ?? []).some((s) => !offeredSectors.has(s))) return issue('INVALID_SECTOR', 'businessSector');
  const offeredBrands = new Set(brandsFor(types).map((s) => s.value));
  if ((b.businessBrand ?? []).some((s) => !offeredBrands.has(s))) return issue('INVALID_BRAND', 'businessBrand');
  const chosen = new Set(b.businessBrand ?? []);
  if ((b.authorizedBrands ?? []).some((s) => !chosen.has(s)))
    return issue('AUTHORIZED_BRANDS_SUBSET', 'authorizedBrands');
  const { businessLatitude: lat, businessLongitude: lng } = b;
  if (lat != null && lng != null && !isInTurkey(lat, lng)) {
    return issue('INVALID_LOCATION', 'businessLatitude', 'businessLongitude');
  }
  if (!blank(b.instagram) && !normalizeInstagram(b.instagram ?? '')) return issue('INVALID_INSTAGRAM', 'instagram');
  if (!blank(b.facebook) && !normalizeFacebook(b.facebook ?? '')) return issue('INVALID_FACEBOOK', 'facebook');
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Field schemas with Turkish messages, for forms and request bodies that take one field at a time.

export const emailSchema = z
  .string({ error: errorMessages.EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, errorMessages.EMAIL_REQUIRED)
  .refine(isValidEmail, errorMessages.INVALID_EMAIL);

/** Turkish mobile number, normalised to E.164. */
export const phoneSchema = z
  .string({ error: errorMessages.INVALID_PHONE })
  .max(40, errorMessages.INVALID_PHONE)
  .transform(readOrRefuse(normalizePhone, errorMessages.INVALID_PHONE));

export const citySchema = z
  .string({ error: errorMessages.INVALID_CITY })
  .refine(isCitySlug, errorMessages.INVALID_CITY)
  .describe('İl kısaltması (slug), ör. izmir');

export const birthDateSchema = z
  .string({ error: errorMessages.INVALID_BIRTH_DATE })
  .superRefine((value, ctx) => {
    const found = birthDateIssue(value);
    if (found) ctx.addIssue({ code: 'custom', message: found.message, params: { code: found.code } });
  })
  .describe('YYYY-MM-DD');

/** A new password, with the registration's rule and messages. */
export const passwordSchema = z.string({ error: errorMessages.PASSWORD_REQUIRED }).superRefine((value, ctx) => {
  const found = passwordIssue(value);
  if (found) ctx.addIssue({ code: 'custom', message: found.message, params: { code: found.code } });
});

export const nameSchema = trimmedText(errorMessages.REQUIRED_FIELDS, 1, USER_LIMITS.nameMax);

export const vehicleTypeSchema = z.enum(vehicleTypes.map((t) => t.value) as [string, ...string[]], {
  error: errorMessages.INVALID_VEHICLE_TYPE,
});

/** What a customer keeps about themselves (docs/product.md §3 'preferences (customers)'; onboarding city and vehicle). */
export const preferencesSchema = z.strictObject(
  {
    city: citySchema.optional(),
    vehicleType: z
      .array(vehicleTypeSchema, { error: errorMessages.INVALID_VEHICLE_TYPE })
      .max(vehicleTypes.length)
      .optional(),
  },
  { error: errorMessages.VALIDATION },
);
export type Preferences = z.infer<typeof preferencesSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Response shapes (the contract of every endpoint that answers with a user).

/** What anybody may see of a user. A business publishes its phone and e-mail; a customer never does. */
export const publicUserSchema = z.object({
  ...entityIds,
  firstName: z.string(),
  lastName: z.string(),
  userType: userTypeSchema,
  city: z.string(),
  photos: z.array(z.string()),
  businessName: z.string().nullable(),
  vehicleType: z.array(z.string()),
  businessSector: z.array(z.string()),
  businessBrand: z.array(z.string()),
  authorizedBrands: z.array(z.string()),
  businessServices: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessLatitude: z.number().nullable(),
  businessLongitude: z.number().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  verifiedReviewCount: z
    .number()
    .int()
    .optional()
    .describe('tamamlanmış randevusu olan müşterilerin değerlendirmeleri (tarayıcıda eski kayıtlı oturumda yok)'),
  hours: businessHoursSchema.nullable().optional().describe('yalnızca işletmeler; null: çalışma saati girilmedi'),
  isOpenNow: z.boolean().optional().describe('yalnızca işletmeler: çalışma saatlerine göre şu an açık mı'),
  responseTimeMinutes: z.number().int().nullable().describe('son 30 günde ilk yanıta kadar geçen medyan dakika'),
  responseRate: z.number().int().nullable().describe('son 30 günde 24 saat içinde yanıtlanan isteklerin yüzdesi'),
  isOnline: z.boolean(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  lastSeen: isoDateTime.nullable(),
  createdAt: isoDateTime,
  phone: z.string().optional().describe('yalnızca işletmeler'),
  email: z.string().optional().describe('yalnızca işletmeler'),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * What the user agreed to and when: the privacy notice (its version, accepted at registration) and, separately and
 * optionally, marketing e-mail, which may be given and withdrawn at any time.
 */
export const consentsSchema = z.object({
  kvkkAcceptedAt: isoDateTime.nullable(),
  kvkkVersion: z.string().nullable(),
  marketingConsent: z.boolean(),
  marketingConsentAt: isoDateTime.nullable().describe('son verme veya geri çekme zamanı'),
});
export type Consents = z.infer<typeof consentsSchema>;

export const sellerApplicationStatuses = ['pending', 'approved', 'rejected'] as const;

/** The signed-in user's own view: public fields plus private ones. */
export const ownUserSchema = publicUserSchema.extend({
  email: z.string(),
  phone: z.string(),
  birthDate: z.string().nullable().describe('YYYY-MM-DD; bir müşteri vermeyebilir'),
  preferences: preferencesSchema,
  role: z.enum(roles),
  eCommerceIsVerified: z.boolean(),
  // Optional: a user a browser stored before these fields existed lacks them, so a client treats only
  // `emailVerified: false` as unverified and shows consents only when present.
  emailVerified: z.boolean().optional(),
  pendingEmail: z.string().optional().describe('onay bekleyen yeni e-posta adresi'),
  consents: consentsSchema.optional(),
  sellerApplication: z.object({ status: z.enum(sellerApplicationStatuses) }).nullable(),
});
export type OwnUser = z.infer<typeof ownUserSchema>;

export const userResponseSchema = z.object({ user: ownUserSchema });
