import { parseTurkishNumber } from '@otousta/shared/text/number';

/**
 * A quantity box's text as a number of units: a whole number the Turkish way ('2', '1 250'), at most `max` (more is
 * taken as the most there is); null for anything else, so the box goes back to what it held.
 */
export function quantityFromText(text: string, max: number): number | null {
  const value = parseTurkishNumber(text);
  if (value === null || !Number.isInteger(value) || value < 1) return null;
  return Math.min(value, max);
}
