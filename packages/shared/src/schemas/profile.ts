import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { readOrRefuse } from './read-or-refuse.js';
import {
  birthDateSchema,
  citySchema,
  nameSchema,
  normalizeFacebook,
  normalizeInstagram,
  phoneSchema,
  preferencesSchema,
  USER_LIMITS,
} from './user.js';

const tooLong = (max: number) => z.string().trim().max(max, errorMessages.TEXT_TOO_LONG);
const optionList = z
  .array(z.string({ error: errorMessages.VALIDATION }).max(64), { error: errorMessages.VALIDATION })
  .max(400);
const coordinate = z.number({ error: errorMessages.INVALID_LOCATION }).finite().nullable();

const social = (normalize: (raw: string) => string | undefined, message: string) => {
  const read = readOrRefuse(normalize, message);
  return z
    .string({ error: message })
    .max(USER_LIMITS.socialMax, message)
    .nullable()
    .transform((raw, ctx) => (raw === null || !raw.trim() ? null : read(raw, ctx)));
};

/**
 * PATCH /api/users/{id}: any subset of the editable profile fields (docs/product.md §5 'Profile'). The rules that need
 * the stored profile too (business fields only for businesses, authorized brands among the chosen brands, the options a
 * vehicle type offers) are checked by the server on the merged result with `businessFormatIssue`. email and userType
 * are accepted only to say that they cannot change.
 */
export const profileUpdateSchema = z.object(
  {
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    phone: phoneSchema.optional(),
    city: citySchema.optional(),
    birthDate: birthDateSchema.optional(),
    preferences: preferencesSchema.optional(),
    businessName: tooLong(USER_LIMITS.businessNameMax).nullable().optional(),
    businessAddress: tooLong(USER_LIMITS.addressMax).nullable().optional(),
    businessServices: tooLong(USER_LIMITS.servicesMax).nullable().optional(),
    vehicleType: optionList.optional(),
    businessSector: optionList.optional(),
    businessBrand: optionList.optional(),
    authorizedBrands: optionList.optional(),
    businessLatitude: coordinate.optional(),
    businessLongitude: coordinate.optional(),
    instagram: social(normalizeInstagram, errorMessages.INVALID_INSTAGRAM).optional(),
    facebook: social(normalizeFacebook, errorMessages.INVALID_FACEBOOK).optional(),
    email: z.string({ error: errorMessages.IMMUTABLE_FIELD }).optional().describe('değiştirilemez'),
    userType: z.string({ error: errorMessages.IMMUTABLE_FIELD }).optional().describe('değiştirilemez'),
  },
  { error: errorMessages.VALIDATION },
);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The business fields of a profile: only a business may send them (docs/product.md §5 'Only the business type sends'). */
export const businessFieldNames = [
  'businessName',
  'businessAddress',
  'businessServices',
  'vehicleType',
  'businessSector',
  'businessBrand',
  'authorizedBrands',
  'businessLatitude',
  'businessLongitude',
  'instagram',
  'facebook',
] as const satisfies readonly (keyof ProfileUpdate)[];

export const onlineStatusSchema = z.object(
  { isOnline: z.boolean({ error: errorMessages.VALIDATION }) },
  { error: errorMessages.VALIDATION },
);
export const removePhotoSchema = z.object(
  { url: z.string({ error: errorMessages.VALIDATION }).min(1).max(300) },
  { error: errorMessages.VALIDATION },
);
/** The URLs just uploaded, and the user's whole photo list after the upload. */
export const photoUrlsResponseSchema = z.object({ photoUrls: z.array(z.string()), photos: z.array(z.string()) });
export const photosResponseSchema = z.object({ photos: z.array(z.string()) });
