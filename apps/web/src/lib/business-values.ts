import { brandsFor } from '@otousta/shared/options/brands';
import { sectorsFor } from '@otousta/shared/options/vehicles';
import { brandsOptional } from '@otousta/shared/schemas/user';
import type { PickedLocation } from '../components/ui/map-picker/map-config';

/** The business fields the registration and the profile forms both edit; text inputs hold strings, never null. */
export interface BusinessValues {
  businessName: string;
  businessAddress: string;
  businessServices: string;
  vehicleType: string[];
  businessSector: string[];
  businessBrand: string[];
  authorizedBrands: string[];
  instagram: string;
  facebook: string;
  /** The business's map pin; the address beside it is the one stored with the business. */
  location: PickedLocation | null;
}

/**
 * Keeps the business choices consistent after any change (docs/product.md §2, §5): sectors and brands must be offered by a
 * chosen vehicle type, and authorized brands must be among the chosen brands.
 */
export function withConsistentChoices<T extends BusinessValues>(values: T): T {
  const sectors = new Set(sectorsFor(values.vehicleType).map((s) => s.value));
  const brands = new Set(brandsFor(values.vehicleType).map((b) => b.value));
  const businessSector = values.businessSector.filter((s) => sectors.has(s));
  const businessBrand = values.businessBrand.filter((b) => brands.has(b));
  const authorizedBrands = values.authorizedBrands.filter((b) => businessBrand.includes(b));
  return { ...values, businessSector, businessBrand, authorizedBrands };
}

/** The brand section is hidden when towing is the only sector (docs/product.md §2); hidden choices are not sent. */
export const showsBrands = (values: Pick<BusinessValues, 'businessSector'>) => !brandsOptional(values.businessSector);
