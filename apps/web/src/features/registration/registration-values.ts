import { brandsFor } from '@otousta/shared/options/brands';
import { sectorsFor } from '@otousta/shared/options/vehicles';
import type { RegistrationFormInput, RegistrationPayloadInput } from '@otousta/shared/schemas/registration';
import { brandsOptional, type UserType } from '@otousta/shared/schemas/user';
import type { PickedLocation } from '../../components/ui/map-picker/map-config';

/** Everything the registration form holds while the user fills it in. */
export interface RegistrationValues {
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  city: string;
  birthDate: string;
  businessName: string;
  businessAddress: string;
  businessServices: string;
  vehicleType: string[];
  businessSector: string[];
  businessBrand: string[];
  authorizedBrands: string[];
  instagram: string;
  facebook: string;
  location: PickedLocation | null;
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

/**
 * Keeps the business choices consistent after any change (docs/product.md §2): sectors and brands must be offered by a
 * chosen vehicle type, and authorized brands must be among the chosen brands.
 */
export function withConsistentChoices(values: RegistrationValues): RegistrationValues {
  const sectors = new Set(sectorsFor(values.vehicleType).map((s) => s.value));
  const brands = new Set(brandsFor(values.vehicleType).map((b) => b.value));
  const businessSector = values.businessSector.filter((s) => sectors.has(s));
  const businessBrand = values.businessBrand.filter((b) => brands.has(b));
  const authorizedBrands = values.authorizedBrands.filter((b) => businessBrand.includes(b));
  return { ...values, businessSector, businessBrand, authorizedBrands };
}

/** The brand section is hidden when towing is the only sector (docs/product.md §2); hidden choices are not sent. */
export const showBrands = (values: RegistrationValues) => !brandsOptional(values.businessSector);

/** The values in the shape of the shared registration rules (packages/shared schemas/registration). */
export function toFormInput(values: RegistrationValues): RegistrationFormInput {
  const { location, ...rest } = values;
  const brands = showBrands(values);
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
  const brands = showBrands(values);
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
