import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';

/**
 * Text a person types, spaces around it trimmed: missing, or shorter than `min`, is refused with `message`; longer
 * than `max` with `tooLong`, the general 'too long' message unless named.
 */
export const trimmedText = (message: string, min: number, max: number, tooLong: string = errorMessages.TEXT_TOO_LONG) =>
  z.string({ error: message }).trim().min(min, message).max(max, tooLong);
