import { api, isApiError } from '../../../lib/api-client';

/** DELETE /api/push/subscriptions → 204; a 404 means the server had already forgotten this browser, which is fine. */
export const removeSubscription = (endpoint: string) =>
  api.delete<void>('/push/subscriptions', { endpoint }).catch((error: unknown) => {
    if (!(isApiError(error) && error.statusCode === 404)) throw error;
  });
