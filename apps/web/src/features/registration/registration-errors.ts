import { errorMessages } from '@otousta/shared/messages/tr';
import { isApiError } from '../../lib/api-client';

export interface RegistrationFailure {
  message: string;
  /** The form field the server's answer concerns, marked and focused. */
  field?: string;
}

const PASSWORD_CODES = new Set(['PASSWORD_WEAK', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG']);

/** What the user reads when the server refuses a registration (docs/product.md §8 'Registration'). */
export function registrationFailure(error: unknown): RegistrationFailure {
  if (!isApiError(error) || error.code === 'NETWORK_ERROR' || error.statusCode >= 500) {
    return { message: errorMessages.REGISTRATION_FAILED };
  }
  if (error.code === 'EMAIL_TAKEN') return { message: errorMessages.EMAIL_TAKEN, field: 'email' };
  if (error.code === 'PHONE_TAKEN') return { message: errorMessages.PHONE_TAKEN, field: 'phone' };
  if (PASSWORD_CODES.has(error.code)) return { message: errorMessages.PASSWORD_WEAK, field: 'password' };
  // '_' is how the server names a complaint about the request as a whole.
  const field = Object.keys(error.errors ?? {}).find((key) => key !== '_');
  return { message: error.message || errorMessages.REGISTRATION_FAILED, field };
}
