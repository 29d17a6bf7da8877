import { pushTexts } from '@otousta/shared/messages/push';
import { isApiError } from '../../lib/api-client';

/** What a failed switch tells the user: the API's Turkish message, or that the browser's push service was not reached. */
export const pushErrorText = (error: unknown) =>
  `${pushTexts.failed}: ${isApiError(error) ? error.message : pushTexts.serviceUnreachable}`;
