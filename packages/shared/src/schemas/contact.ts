import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { countedPageSchema } from './api.js';
import { trimmedText } from './trimmed-text.js';

/** The contact form (docs/product.md §2 'Contact', docs/decisions/011-contact-form-sends.md): name, e-mail, subject, message. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 2000,
} as const;

export const contactMessageInputSchema = z.object({
  name: trimmedText(errorMessages.CONTACT_NAME_REQUIRED, 2, CONTACT_LIMITS.nameMax),
  email: z
    .string({ error: errorMessages.INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(CONTACT_LIMITS.emailMax, errorMessages.INVALID_EMAIL)
    .pipe(z.email(errorMessages.INVALID_EMAIL)),
  subject: trimmedText(errorMessages.CONTACT_SUBJECT_REQUIRED, CONTACT_LIMITS.subjectMin, CONTACT_LIMITS.subjectMax),
  message: trimmedText(
    errorMessages.CONTACT_MESSAGE_TOO_SHORT,
    CONTACT_LIMITS.messageMin,
    CONTACT_LIMITS.messageMax,
    errorMessages.CONTACT_MESSAGE_TOO_LONG,
  ),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagePageSchema = countedPageSchema('messages', contactMessageSchema);
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

/** Shown after a successful send (docs/decisions/011-contact-form-sends.md). */
export const CONTACT_SUCCESS = 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.';
