import { errorMessages } from '@otousta/shared/messages/tr';
import { isApiError } from '../../lib/api-client';

/** docs/product.md §8 'Login': what a failed sign-in tells the user. */
export function signInErrorMessage(error: unknown): string {
  if (!isApiError(error)) return errorMessages.LOGIN_FAILED;
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return errorMessages.INVALID_CREDENTIALS;
    case 'ACCOUNT_DISABLED':
      return errorMessages.ACCOUNT_DISABLED;
    default:
      // RATE_LIMITED and the rest: the server's own Turkish words (a rate limit may say when to try again).
      return error.message || errorMessages.LOGIN_FAILED;
  }
}
