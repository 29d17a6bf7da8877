import { errorMessages } from '@otousta/shared/messages/tr';
import { isApiError } from './api-client';

/** What a failure tells the user: the API's Turkish message, or the general one for anything else. */
export const errorText = (error: unknown): string =>
  isApiError(error) && error.message ? error.message : errorMessages.INTERNAL;
