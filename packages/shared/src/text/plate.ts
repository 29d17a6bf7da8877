/**
 * Turkish number plates (docs/product.md 'Garage, favourites and fitment'): a province code 01–81, then 1–3 letters and 2–4 digits in
 * the combinations issued for private vehicles — 1 letter with 4 digits (34 A 1234), 2 letters with 3 or 4 digits
 * (34 AB 123, 34 AB 1234), 3 letters with 2 or 3 digits (34 ABC 12, 34 ABC 123). Plates use the Latin letters of
 * the Turkish alphabet without Ç, Ğ, İ, Ö, Ş, Ü, and never Q, W or X. Stored without spaces ('34ABC123'), shown
 * spaced ('34 ABC 123'). Client and server both validate with this file.
 */

const digitsFor: Record<number, readonly number[]> = { 1: [4], 2: [3, 4], 3: [2, 3] };
const letter = /^[A-PR-VYZ]$/;

/** Upper-cases the Turkish way (i → I, ı → I) and drops everything but letters and digits. */
export function normalisePlate(input: string): string {
  return input
    .replace(/[iİı]/g, 'I')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}

export interface PlateParts {
  province: string;
  letters: string;
  digits: string;
}

/** The parts of a normalised plate: province, letters, digits (any lengths, as typed so far); undefined when the
 * characters come in another order. */
function split(normalised: string): PlateParts | undefined {
  const match = /^(\d{0,2})([A-Z]*)(\d*)$/.exec(normalised);
  if (!match) return undefined;
  const [, province = '', letters = '', digits = ''] = match;
  return { province, letters, digits };
}

/** The parts of a valid plate, or undefined when it is not a legal Turkish plate. */
export function parsePlate(input: string): PlateParts | undefined {
  const parts = split(normalisePlate(input));
  if (parts?.province.length !== 2) return undefined;
  const province = Number(parts.province);
  if (province < 1 || province > 81) return undefined;
  if (![...parts.letters].every((c) => letter.test(c))) return undefined;
  const allowed = digitsFor[parts.letters.length];
  if (!allowed?.includes(parts.digits.length)) return undefined;
  return parts;
}

export const isValidPlate = (input: string): boolean => parsePlate(input) !== undefined;

/** '34ABC123' → '34 ABC 123'. */
export function formatPlate(normalised: string): string {
  const parts = split(normalisePlate(normalised));
  if (!parts) return normalised;
  return [parts.province, parts.letters, parts.digits].filter(Boolean).join(' ');
}

/**
 * What the plate input shows while someone types: upper-cased, spaced between the province, letters and digits,
 * at most 10 characters of plate; characters that cannot follow are dropped.
 */
export function formatPlateInput(typed: string): string {
  let province = '';
  let letters = '';
  let digits = '';
  for (const c of normalisePlate(typed)) {
    if (province.length < 2) {
      if (/\d/.test(c)) province += c;
    } else if (!digits && /[A-Z]/.test(c)) {
      if (letters.length < 3) letters += c;
    } else if (letters && /\d/.test(c) && digits.length < 4) {
      digits += c;
    }
  }
  const head = province.length === 2 && (letters || typed.endsWith(' ')) ? `${province} ` : province;
  const middle = letters && (digits || (typed.endsWith(' ') && letters)) ? `${letters} ` : letters;
  return `${head}${middle}${digits}`;
}
