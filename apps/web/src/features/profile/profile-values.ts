import { type ProfileUpdateInput, profileUpdateSchema } from '@otousta/shared/schemas/profile';
import { businessFormatIssue, type OwnUser } from '@otousta/shared/schemas/user';
import { type BusinessValues, showsBrands } from '../../lib/business-values';
import type { FormSchema } from '../../lib/use-form';

/** What the profile form edits; text inputs hold strings, never null. */
export interface ProfileValues extends BusinessValues {
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  birthDate: string;
  preferredCity: string;
  preferredVehicleType: string[];
}

export function toProfileValues(user: OwnUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: formatPhone(user.phone),
    city: user.city,
    birthDate: user.birthDate ?? '',
    businessName: user.businessName ?? '',
    businessAddress: user.businessAddress ?? '',
    businessServices: user.businessServices ?? '',
    vehicleType: [...user.vehicleType],
    businessSector: [...user.businessSector],
    businessBrand: [...user.businessBrand],
    authorizedBrands: [...user.authorizedBrands],
    instagram: user.instagram ?? '',
    facebook: user.facebook ?? '',
    preferredCity: user.preferences.city ?? '',
    preferredVehicleType: [...(user.preferences.vehicleType ?? [])],
    location:
      user.businessLatitude !== null && user.businessLongitude !== null
        ? { lat: user.businessLatitude, lng: user.businessLongitude, address: user.businessAddress ?? '' }
        : null,
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The PATCH body: docs/product.md §5 'Only the business type sends business fields'; a customer sends preferences instead. */
export function toProfileChanges(values: ProfileValues, userType: OwnUser['userType']): ProfileUpdateInput {
  const basics = {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    city: values.city,
    // A customer need not give a birth date; an empty field leaves it as it is. A business must keep one.
    ...(values.birthDate || userType === 'isletme' ? { birthDate: values.birthDate } : {}),
  };
  if (userType === 'isletme') {
    const brands = showsBrands(values);
    return {
      ...basics,
      businessName: orNull(values.businessName),
      businessAddress: orNull(values.businessAddress),
      businessServices: orNull(values.businessServices),
      vehicleType: values.vehicleType,
      businessSector: values.businessSector,
      businessBrand: brands ? values.businessBrand : [],
      authorizedBrands: brands ? values.authorizedBrands : [],
      instagram: orNull(values.instagram),
      facebook: orNull(values.facebook),
      ...(values.location ? { businessLatitude: values.location.lat, businessLongitude: values.location.lng } : {}),
    };
  }
  return {
    ...basics,
    preferences: {
      ...(values.preferredCity ? { city: values.preferredCity } : {}),
      ...(values.preferredVehicleType.length ? { vehicleType: values.preferredVehicleType } : {}),
    },
  };
}

const formField: Record<string, keyof ProfileValues> = {
  'preferences.city': 'preferredCity',
  'preferences.vehicleType': 'preferredVehicleType',
  businessLatitude: 'location',
  businessLongitude: 'location',
};

/** Maps a field name of the API (or of the shared schema) to the form's field. */
export const toFormField = (field: string): keyof ProfileValues | undefined =>
  formField[field] ?? (field.split('.')[0] as keyof ProfileValues);

/** An issue's path as the form's field ('preferences.city' → 'preferredCity'). */
export const profileFieldOf = (path: readonly PropertyKey[]) => toFormField(path.map(String).join('.'));

/**
 * The form's rules: the shared profile schema (docs/product.md §5 'Profile': first and last name, phone, city required and
 * valid; a business's birth date too), plus, for a business, the format rules the server applies to the merged profile.
 */
export function profileFormSchema(userType: OwnUser['userType']): FormSchema<unknown> {
  return {
    safeParse(input) {
      const parsed = profileUpdateSchema.safeParse(input);
      const business = userType === 'isletme' ? businessFormatIssue(input as ProfileUpdateInput) : undefined;
      if (!business) return parsed;
      const issues = parsed.success ? [] : parsed.error.issues;
      const fields = business.fields.map((field) => ({ path: [field], message: business.message }));
      return { success: false, error: { issues: [...issues, ...fields] } };
    },
  };
}

/** '+905321234567' as people write it: '0532 123 45 67' (the server stores E.164 and accepts either). */
export function formatPhone(phone: string): string {
  const match = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]} ${match[3]} ${match[4]}` : phone;
}
