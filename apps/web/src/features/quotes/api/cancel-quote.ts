import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/quotes/{id}/cancel: only the customer, while the request is open. */
export const cancelQuote = (quoteId: string) =>
  api.post<{ quote: QuoteView }>(`/quotes/${encodeURIComponent(quoteId)}/cancel`).then((body) => body.quote);

export function useCancelQuote() {
  return useRefreshingMutation(cancelQuote, ['quotes']);
}
