import type { Option } from './vehicles.js';

/** Seller application lists (docs/product.md §3). */
export const businessTypes = [
  { value: 'limited', label: 'Limited Şirketi' },
  { value: 'anonim', label: 'Anonim Şirketi' },
  { value: 'kollektif', label: 'Kollektif Şirketi' },
  { value: 'komandit', label: 'Komandit Şirketi' },
  { value: 'sahis', label: 'Şahıs Şirketi' },
  { value: 'kooperatif', label: 'Kooperatif' },
] as const satisfies readonly Option[];

export const yearsInBusiness = [
  { value: '0-1', label: '0-1 yıl' },
  { value: '1-3', label: '1-3 yıl' },
  { value: '3-5', label: '3-5 yıl' },
  { value: '5-10', label: '5-10 yıl' },
  { value: '10+', label: '10 yıldan fazla' },
] as const satisfies readonly Option[];
