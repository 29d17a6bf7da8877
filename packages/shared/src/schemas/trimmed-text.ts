import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { characterCount } from '../text/characters.js';

/**
 * Text a person types, spaces around it trimmed: missing, or shorter than `min` characters, is refused with `message`;
 * longer than `max` with `tooLong`, the general 'too long' message unless named. Characters are code points, as the
 * database's length checks count them (text/characters.ts).
 */
export const trimmedText = (message: string, min: number, max: number, tooLong: string = errorMessages.TEXT_TOO_LONG) =>
  z
    .string({ error: message })
    .trim()
    .superRefine((text, ctx) => {
      const count = characterCount(text);
      if (count < min || count > max) ctx.addIssue({ code: 'custom', message: count < min ? message : tooLong });
    })
    .meta({ minLength: min, maxLength: max });
