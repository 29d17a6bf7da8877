import { carBrands, motorcycleBrands } from '@otousta/shared/options/brands';
import { findCity } from '@otousta/shared/options/cities';
import { sectors, vehicleTypes } from '@otousta/shared/options/vehicles';
import type { OwnUser } from '@otousta/shared/schemas/user';

const labels = (options: readonly { value: string; label: string }[]) =>
  new Map(options.map((option) => [option.value, option.label]));

const vehicleLabels = labels(vehicleTypes);
const sectorLabels = labels(sectors);
const brandLabels = labels([...carBrands, ...motorcycleBrands]);

const listOf = (map: Map<string, string>, values: readonly string[]) => values.map((v) => map.get(v) ?? v);

export const vehicleTypeNames = (values: readonly string[]) => listOf(vehicleLabels, values);
export const sectorNames = (values: readonly string[]) => listOf(sectorLabels, values);
export const brandNames = (values: readonly string[]) => listOf(brandLabels, values);

/** docs/product.md §3: a missing city reads 'Belirtilmemiş'. */
export const cityName = (slug: string | null | undefined) => (slug && findCity(slug)?.name) || 'Belirtilmemiş';

/** docs/product.md §1: a business account is shown as 'İlan Veren'. */
export const userTypeName = (userType: OwnUser['userType']) => (userType === 'isletme' ? 'İlan Veren' : 'Müşteri');

/** '1990-05-17' → '17 Mayıs 1990'. */
export function dateName(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A moment to the minute, e.g. '5 Mart 2026 14:30' (consents, sessions). */
export const dateTimeName = (isoDateTime: string) =>
  new Date(isoDateTime).toLocaleString('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A membership start, e.g. 'Mart 2025'. */
export const monthName = (isoDateTime: string) =>
  new Date(isoDateTime).toLocaleDateString('tr-TR', { month: 'long', year: 'numeric' });
