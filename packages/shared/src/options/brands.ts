import type { Option } from './vehicles.js';

// TODO(options): about 95 car brands and about 190 motorcycle brands (architecture.md decision 3).
export const carBrands: readonly Option[] = [
  { value: 'alfa-romeo', label: 'Alfa Romeo' },
  { value: 'mercedes-benz', label: 'Mercedes-Benz' },
  { value: 'tofas', label: 'Tofaş' },
];
export const motorcycleBrands: readonly Option[] = [{ value: 'honda', label: 'Honda' }];

/** The brands offered for the chosen vehicle types, without duplicates (a brand may build both). */
export function brandsFor(types: readonly string[]): Option[] {
  const lists = [
    ...(types.includes('araba') ? carBrands : []),
    ...(types.includes('motorsiklet') ? motorcycleBrands : []),
  ];
  return [...new Map(lists.map((b) => [b.value, b])).values()];
}
