export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const vehicleTypes = [
  { value: 'araba', label: 'Araba' },
  { value: 'motorsiklet', label: 'Motosiklet' },
] as const satisfies readonly Option[];
export type VehicleType = (typeof vehicleTypes)[number]['value'];

/** Sectors of spec §3; `for` says which vehicle types offer the sector. TODO(options): labels and per-type lists. */
export const sectors: readonly (Option & { for: readonly VehicleType[] })[] = [
  { value: 'genel', label: 'Genel Bakım', for: ['araba', 'motorsiklet'] },
  { value: 'cekici', label: 'Çekici', for: ['araba', 'motorsiklet'] },
];

export const sectorsFor = (types: readonly string[]) => sectors.filter((s) => s.for.some((t) => types.includes(t)));
