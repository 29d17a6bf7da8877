import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';

export interface NumberRule {
  min: number;
  max: number;
  /** Whole numbers only. */
  int?: boolean;
  /** The one message of every way the value can be wrong. */
  message: string;
}

/** A JSON number within the rule's range: a boolean, an array, null or text is refused, never read as a number. */
export function boundedNumber({ min, max, int, message }: NumberRule) {
  const number = z.number({ error: message }).min(min, message).max(max, message);
  return int ? number.int(message) : number;
}

// Plain decimal spelling only ('12', '-3', '19.90'): no '0x10', '1e3', 'Infinity' or blank.
const decimalText = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number);

/**
 * A number where the transport is text (query strings, multipart form fields): a number or its plain decimal
 * spelling, within the rule's range.
 */
export function textNumber(rule: NumberRule) {
  const number = boundedNumber(rule);
  return z.union([number, decimalText.pipe(number)], { error: rule.message });
}

/** `page` of a paged list, 1 unless asked: 1 … `max`. */
export const pageParam = (max = 10_000) =>
  textNumber({ min: 1, max, int: true, message: errorMessages.INVALID_PAGE }).default(1);

/** `limit` of a paged list, `standard` unless asked; a larger ask is served `max` rows. */
export const limitParam = (standard: number, max: number) =>
  textNumber({ min: 1, max: Number.MAX_SAFE_INTEGER, int: true, message: errorMessages.INVALID_LIMIT })
    .transform((limit) => Math.min(limit, max))
    .default(standard);
