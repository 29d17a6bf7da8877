export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** A pick list written as value → label, kept in the order written (so no value may look like an array index). */
export const optionsOf = <L extends Record<string, string>>(labels: L): readonly Option<Extract<keyof L, string>>[] =>
  Object.entries(labels).map(([value, label]) => ({ value: value as Extract<keyof L, string>, label }));

export const vehicleTypes = [
  { value: 'araba', label: 'Araba' },
  { value: 'motorsiklet', label: 'Motosiklet' },
] as const satisfies readonly Option[];
export type VehicleType = (typeof vehicleTypes)[number]['value'];

const both: readonly VehicleType[] = ['araba', 'motorsiklet'];
const car: readonly VehicleType[] = ['araba'];

/** Tow trucks' sector: the 'Acil Çekici' page, brand lists they may leave empty, their own location index. */
export const TOWING_SECTOR = 'cekici';

/**
 * Sectors of docs/product.md §3 with their values kept as stored; `for` says which vehicle types offer the sector.
 * Trades that only exist for cars (LPG, air conditioning, differential, chassis straightening, turbo, ECU, immobiliser,
 * wheel alignment, separate gearbox shops) are offered for 'araba' only; a motorcycle's gearbox sits in its engine.
 */
export const sectors: readonly (Option & { for: readonly VehicleType[] })[] = [
  { value: 'genel', label: 'Genel Bakım', for: both },
  { value: 'elektrik', label: 'Oto Elektrik', for: both },
  { value: 'kaporta', label: 'Kaporta', for: both },
  { value: 'boyama', label: 'Boya', for: both },
  { value: TOWING_SECTOR, label: 'Çekici', for: both },
  { value: 'ekspertiz', label: 'Ekspertiz', for: both },
  { value: 'motor', label: 'Motor', for: both },
  { value: 'lastik', label: 'Lastik', for: both },
  { value: 'akü', label: 'Akü', for: both },
  { value: 'fren', label: 'Fren', for: both },
  { value: 'suspansiyon', label: 'Süspansiyon', for: both },
  { value: 'rot-balansci', label: 'Rot Balans', for: car },
  { value: 'egzozcu', label: 'Egzoz', for: both },
  { value: 'turbocu', label: 'Turbo', for: car },
  { value: 'diferansiyelci', label: 'Diferansiyel', for: car },
  { value: 'şase-düzeltme', label: 'Şase Düzeltme', for: car },
  { value: 'şanzıman-tamircisi', label: 'Şanzıman Tamiri', for: car },
  { value: 'lpg-servisi', label: 'LPG Servisi', for: car },
  { value: 'oto-beyin', label: 'Oto Beyin (ECU)', for: car },
  { value: 'klima-tamiri', label: 'Klima Tamiri', for: car },
  { value: 'anahtarcı', label: 'Oto Anahtar', for: both },
  { value: 'immobilizer', label: 'İmmobilizer', for: car },
];

export const sectorsFor = (types: readonly string[]) => sectors.filter((s) => s.for.some((t) => types.includes(t)));
