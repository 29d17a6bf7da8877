import type { RegistrationFormInput, RegistrationPayloadInput } from '@otousta/shared/schemas/registration';
import type { UserType } from '@otousta/shared/schemas/user';
import { type BusinessValues, showsBrands } from '../../lib/business-values';

/** Everything the registration form holds while the user fills it in. */
export interface RegistrationValues extends BusinessValues {
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  city: string;
  birthDate: string;
  acceptTerms: boolean;
  kvkkAccepted: boolean;
  marketingConsent: boolean;
  photos: File[];
}

export const emptyRegistration: RegistrationValues = {
  userType: 'musteri',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  city: '',
  birthDate: '',
  businessName: '',
  businessAddress: '',
  businessServices: '',
  vehicleType: [],
  businessSector: [],
  businessBrand: [],
  authorizedBrands: [],
  instagram: '',
  facebook: '',
  location: null,
  acceptTerms: false,
  kvkkAccepted: false,
  marketingConsent: false,
  photos: [],
};

/** The values in the shape of the shared registration rules (packages/shared schemas/registration). */
export function toFormInput(values: RegistrationValues): RegistrationFormInput {
  const { location, ...rest } = values;
  const brands = showsBrands(values);
  return {
    ...rest,
    businessBrand: brands ? values.businessBrand : [],
    authorizedBrands: brands ? values.authorizedBrands : [],
    businessLatitude: location?.lat ?? null,
    businessLongitude: location?.lng ?? null,
  };
}

/**
 * The `userData` JSON of docs/product.md §3: no confirmation, no terms flag, and business fields only for a business; the
 * privacy-notice confirmation and the separate marketing consent for every account. A customer who gave no birth
 * date sends none.
 */
export function toPayload(values: RegistrationValues): RegistrationPayloadInput {
  const base = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
    city: values.city,
    ...(values.birthDate ? { birthDate: values.birthDate } : {}),
    userType: values.userType,
    kvkkAccepted: values.kvkkAccepted,
    marketingConsent: values.marketingConsent,
  };
  if (values.userType !== 'isletme') return base;
  const brands = showsBrands(values);
  return {
    ...base,
    businessName: values.businessName.trim(),
    businessAddress: values.businessAddress.trim(),
    businessServices: values.businessServices.trim(),
    vehicleType: values.vehicleType,
    businessSector: values.businessSector,
    businessBrand: brands ? values.businessBrand : [],
    authorizedBrands: brands ? values.authorizedBrands : [],
    businessLatitude: values.location?.lat ?? null,
    businessLongitude: values.location?.lng ?? null,
    instagram: values.instagram.trim(),
    facebook: values.facebook.trim(),
  };
}
