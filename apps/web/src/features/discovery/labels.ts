import { carBrands, motorcycleBrands } from '@otousta/shared/options/brands';
import { findCity } from '@otousta/shared/options/cities';
import { sectors, vehicleTypes } from '@otousta/shared/options/vehicles';
import type { PublicUser } from '@otousta/shared/schemas/user';

const labels = (options: readonly { value: string; label: string }[]) =>
  new Map(options.map((option) => [option.value, option.label]));

const vehicleLabels = labels(vehicleTypes);
const sectorLabels = labels(sectors);
const brandLabels = labels([...carBrands, ...motorcycleBrands]);

export const vehicleTypeName = (value: string) => vehicleLabels.get(value) ?? value;
export const sectorName = (value: string) => sectorLabels.get(value) ?? value;
export const brandName = (value: string) => brandLabels.get(value) ?? value;

/** docs/product.md §3: a missing city reads 'Belirtilmemiş'. */
export const cityName = (slug: string | null | undefined) => (slug && findCity(slug)?.name) || 'Belirtilmemiş';

/** docs/product.md §3: the business name, falling back to first plus last name. */
export const businessDisplayName = (b: Pick<PublicUser, 'businessName' | 'firstName' | 'lastName'>) =>
  b.businessName?.trim() || `${b.firstName} ${b.lastName}`;

/** docs/product.md §9: the rating with one decimal, Turkish style ('4,5'). */
export const ratingText = (rating: number) =>
  rating.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
