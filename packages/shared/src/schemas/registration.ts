import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { isCitySlug } from '../options/cities.js';
import {
  addFieldIssue,
  birthDateIssue,
  businessIssue,
  type FieldIssue,
  issue,
  isValidEmail,
  normalizeEmail,
  normalizeFacebook,
  normalizeInstagram,
  normalizePhone,
  passwordIssue,
  USER_LIMITS,
  type UserType,
  userTypes,
} from './user.js';

/*
 * Registration is checked by one ordered function so the form and the server report the same first failing rule
 * (docs/product.md §5): 1 required fields, 2 password confirmation (form only), 3 password length, then the formats of the
 * basic fields, 4 business rules, the privacy notice, 5 photos. The field types are lenient on purpose: an empty or missing field is a
 * rule failure with the documented Turkish text, not a type error.
 */

const text = z.string({ error: errorMessages.VALIDATION }).nullish();
const list = z.array(z.string({ error: errorMessages.VALIDATION }), { error: errorMessages.VALIDATION }).nullish();
const coordinate = z.number({ error: errorMessages.INVALID_LOCATION }).finite().nullish();
const flag = z.boolean({ error: errorMessages.VALIDATION }).nullish();

/** The JSON the server receives as `userData` (docs/product.md §3 'Registration payload'). */
export const registrationPayloadObject = z.object({
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  password: text,
  city: text,
  birthDate: text.describe('YYYY-MM-DD; müşteriler için isteğe bağlı'),
  userType: text.describe(userTypes.join(' | ')),
  businessName: text,
  businessAddress: text,
  businessServices: text,
  vehicleType: list,
  businessSector: list,
  businessBrand: list,
  authorizedBrands: list,
  businessLatitude: coordinate,
  businessLongitude: coordinate,
  instagram: text,
  facebook: text,
  kvkkAccepted: flag.describe("Aydınlatma Metni'ni okudum: her hesapta true olmalı"),
  marketingConsent: flag.describe('kampanya e-postalarına izin; isteğe bağlı, varsayılan false'),
});

/** The registration form: the payload plus what the form holds but never sends (docs/product.md §3), and the photos. */
export const registrationFormObject = registrationPayloadObject.extend({
  confirmPassword: text,
  acceptTerms: z.boolean().nullish(),
  photos: z.array(z.unknown()).nullish(),
});

export type RegistrationPayloadInput = z.input<typeof registrationPayloadObject>;
export type RegistrationFormInput = z.input<typeof registrationFormObject>;
type Values = z.output<typeof registrationFormObject>;

const REQUIRED = ['firstName', 'lastName', 'email', 'phone', 'password', 'city', 'userType'] as const;

/**
 * A customer's birth date is optional: nothing a customer does needs it, so it is not collected unless offered
 * (data minimisation). A business still gives it (its owner must be at least 16).
 */
const birthDateRequired = (userType: string | null | undefined) => userType === 'isletme';

/** Photo rule (docs/product.md §5 items 5-6, docs/decisions/009-registration-photos.md): a business needs one, nobody more than five. */
export function registrationPhotoIssue(userType: string | null | undefined, count: number): FieldIssue | undefined {
  if (userType === 'isletme' && count < 1) return issue('PHOTO_REQUIRED', 'photos');
  if (count > USER_LIMITS.photosMax) return issue('TOO_MANY_PHOTOS', 'photos');
  return undefined;
}

interface Stage {
  /** Compare password with confirmPassword (the form; the server never receives the confirmation). */
  confirmation: boolean;
  /** Check acceptTerms and the photo count (the form; the server counts the uploaded files itself). */
  formOnly: boolean;
}

function firstIssue(v: Values, stage: Stage): FieldIssue | undefined {
  const missing = [
    ...REQUIRED.filter((field) => !v[field]?.trim()),
    ...(birthDateRequired(v.userType) && !v.birthDate?.trim() ? ['birthDate'] : []),
  ];
  if (missing.length) return issue('REQUIRED_FIELDS', ...missing);
  const password = v.password ?? '';
  if (stage.confirmation && password !== (v.confirmPassword ?? ''))
    return issue('PASSWORD_MISMATCH', 'confirmPassword');
  const weak = passwordIssue(password);
  if (weak) return weak;

  if (!isValidEmail(normalizeEmail(v.email ?? ''))) return issue('INVALID_EMAIL', 'email');
  if (!normalizePhone(v.phone ?? '')) return issue('INVALID_PHONE', 'phone');
  if (!isCitySlug(v.city ?? '')) return issue('INVALID_CITY', 'city');
  const birth = v.birthDate?.trim() ? birthDateIssue(v.birthDate) : undefined;
  if (birth) return birth;
  if (!userTypes.includes(v.userType as UserType)) return issue('INVALID_USER_TYPE', 'userType');
  if ((v.firstName ?? '').trim().length > USER_LIMITS.nameMax) return issue('TEXT_TOO_LONG', 'firstName');
  if ((v.lastName ?? '').trim().length > USER_LIMITS.nameMax) return issue('TEXT_TOO_LONG', 'lastName');

  if (v.userType === 'isletme') {
    const business = businessIssue(v);
    if (business) return business;
    if (stage.formOnly && v.acceptTerms !== true) return issue('TERMS_REQUIRED', 'acceptTerms');
  }
  // KVKK: every account type confirms having read the privacy notice; marketing consent stays a separate choice.
  if (v.kvkkAccepted !== true) return issue('KVKK_REQUIRED', 'kvkkAccepted');
  if (stage.formOnly) return registrationPhotoIssue(v.userType, v.photos?.length ?? 0);
  return undefined;
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;
const uniq = (values: readonly string[] | null | undefined) => [...new Set(values ?? [])];

/** What the server stores: normalised, and without business fields for a customer (docs/product.md §5 'Profile'). */
function normalise(v: Values) {
  const userType = v.userType as UserType;
  const business = userType === 'isletme';
  return {
    firstName: (v.firstName ?? '').trim(),
    lastName: (v.lastName ?? '').trim(),
    email: normalizeEmail(v.email ?? ''),
    phone: normalizePhone(v.phone ?? '') as string,
    password: v.password ?? '',
    city: v.city ?? '',
    birthDate: v.birthDate?.trim() ? v.birthDate : null,
    userType,
    businessName: business ? trimmed(v.businessName) : null,
    businessAddress: business ? trimmed(v.businessAddress) : null,
    businessServices: business ? trimmed(v.businessServices) : null,
    vehicleType: business ? uniq(v.vehicleType) : [],
    businessSector: business ? uniq(v.businessSector) : [],
    businessBrand: business ? uniq(v.businessBrand) : [],
    authorizedBrands: business ? uniq(v.authorizedBrands) : [],
    businessLatitude: business ? (v.businessLatitude ?? null) : null,
    businessLongitude: business ? (v.businessLongitude ?? null) : null,
    instagram: business && v.instagram?.trim() ? (normalizeInstagram(v.instagram) ?? null) : null,
    facebook: business && v.facebook?.trim() ? (normalizeFacebook(v.facebook) ?? null) : null,
    kvkkAccepted: true as const,
    marketingConsent: v.marketingConsent === true,
  };
}

/** The server's schema for `userData`: ordered rules 1, 3, formats, 4 and the notice; the server counts photos. */
export const registrationPayloadSchema = registrationPayloadObject
  .superRefine((values, ctx) => {
    const found = firstIssue(values, { confirmation: false, formOnly: false });
    if (found) addFieldIssue(ctx, found);
  })
  .transform(normalise);
export type RegistrationPayload = z.output<typeof registrationPayloadSchema>;

/** The form's schema: every rule of docs/product.md §5 in order, including confirmation, terms, the notice and photos. */
export const registrationFormSchema = registrationFormObject.superRefine((values, ctx) => {
  const found = firstIssue(values, { confirmation: true, formOnly: true });
  if (found) addFieldIssue(ctx, found);
});

/**
 * The first failing registration rule of a form's values as `{ code, message, fields }`, or undefined when the form
 * may be sent. A malformed value (e.g. a number where text belongs) is reported as VALIDATION.
 */
export function firstRegistrationIssue(input: unknown): FieldIssue | undefined {
  const parsed = registrationFormObject.safeParse(input);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.map(String).join('.');
    return issue('VALIDATION', ...(field ? [field] : []));
  }
  return firstIssue(parsed.data, { confirmation: true, formOnly: true });
}

/** The Turkish text of the first failing registration rule (docs/product.md §5 order), or undefined. */
export const firstRegistrationError = (input: unknown): string | undefined => firstRegistrationIssue(input)?.message;
