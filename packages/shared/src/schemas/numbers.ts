import { z } from 'zod';

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
 * spelling, within the rule's range. The range is also stated beside the two spellings, where the OpenAPI document
 * of a query parameter shows it.
 */
export function textNumber(rule: NumberRule) {
  const number = boundedNumber(rule);
  return z
    .union([number, decimalText.pipe(number)], { error: rule.message })
    .meta({ minimum: rule.min, maximum: rule.max });
}
