import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { isoDateTime } from './api.js';
import { trimmedText } from './trimmed-text.js';
import { emailSchema, ownUserSchema, passwordSchema, USER_LIMITS } from './user.js';

/*
 * Account recovery and the rights a user exercises over their own account: forgotten password, e-mail verification
 * and change, password change, sessions, consents, data export and deletion. Request bodies are what the API
 * validates; the `…FormSchema`s add what only a form holds (the new password typed twice).
 */

/** A link's token: opaque to clients; whatever is not a token the server issued is answered like an expired one. */
const token = (message: string) => trimmedText(message, 1, 200, message);

/** The password the user has now, to prove it is them before a sensitive change; never checked for strength. */
export const currentPasswordSchema = z
  .string({ error: errorMessages.CURRENT_PASSWORD_REQUIRED })
  .min(1, errorMessages.CURRENT_PASSWORD_REQUIRED)
  .max(USER_LIMITS.passwordMax, errorMessages.WRONG_PASSWORD);

const confirmation = z.string({ error: errorMessages.PASSWORD_MISMATCH });

/** Adds the "typed twice" rule to a form whose new password sits in `field`. */
function confirmed<Shape extends z.ZodRawShape>(shape: Shape, field: keyof Shape & string) {
  return z.object({ ...shape, confirmPassword: confirmation }).superRefine((values, ctx) => {
    const typed = values as Record<string, unknown>;
    if (typed[field] !== typed.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: errorMessages.PASSWORD_MISMATCH, path: ['confirmPassword'] });
    }
  });
}

/** POST /api/auth/forgot-password: answered 202 with the same body whether or not the address has an account. */
export const forgotPasswordSchema = z.object({ email: emailSchema }, { error: errorMessages.VALIDATION });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password → 204; the token of the mailed link is single use and valid for 60 minutes. */
export const resetPasswordSchema = z.object(
  { token: token(errorMessages.RESET_TOKEN_INVALID), password: passwordSchema },
  { error: errorMessages.VALIDATION },
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
/** The reset form: the new password twice (the token comes from the link, not from the person). */
export const resetPasswordFormSchema = confirmed({ password: passwordSchema }, 'password');

/** POST /api/auth/verify-email → 204: confirms the address (or the new address of a pending change) of the link. */
export const verifyEmailSchema = z.object(
  { token: token(errorMessages.VERIFY_TOKEN_INVALID) },
  { error: errorMessages.VALIDATION },
);
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/**
 * POST /api/auth/change-email → 202: mails a link to the new address; the address changes only when that link is
 * opened, so a typo or someone else's address never takes over the account.
 */
export const changeEmailSchema = z.object(
  { newEmail: emailSchema, password: currentPasswordSchema },
  { error: errorMessages.VALIDATION },
);
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** POST /api/auth/change-password → 204; every other session of the user ends. */
export const changePasswordSchema = z.object(
  { currentPassword: currentPasswordSchema, newPassword: passwordSchema },
  { error: errorMessages.VALIDATION },
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export const changePasswordFormSchema = confirmed(
  { currentPassword: currentPasswordSchema, newPassword: passwordSchema },
  'newPassword',
);

/** One signed-in device: a refresh-token family, described by the browser it was opened from. */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.string().describe('tarayıcı ve işletim sistemi, ör. "Chrome · Windows"'),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime,
  current: z.boolean().describe('bu isteği yapan oturum'),
});
export type AccountSession = z.infer<typeof sessionSchema>;
/** GET /api/auth/sessions; DELETE /api/auth/sessions/{id} → 204 ends one. */
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });

/** PUT /api/users/me/consents → 200 { user }: marketing e-mail only with this consent, withdrawn at any time. */
export const consentsUpdateSchema = z.object(
  { marketingConsent: z.boolean({ error: errorMessages.VALIDATION }) },
  { error: errorMessages.VALIDATION },
);
export type ConsentsUpdate = z.infer<typeof consentsUpdateSchema>;
export const consentsResponseSchema = z.object({ user: ownUserSchema });

/**
 * DELETE /api/users/me → 204: the account and its personal data go; what the law makes a seller keep (orders in
 * its books) stays, no longer tied to a person.
 */
export const deleteAccountSchema = z.object({ password: currentPasswordSchema }, { error: errorMessages.VALIDATION });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** The name of the file GET /api/users/me/export is saved as. */
export const EXPORT_FILE_NAME = 'otousta-verilerim.json';
