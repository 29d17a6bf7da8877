import type { OfferInput, QuoteView } from '@otousta/shared/schemas/quotes';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/quotes/{id}/offers: the business's one offer, sent again to edit it while the request is open. */
export const sendOffer = ({ quoteId, offer }: { quoteId: string; offer: OfferInput }) =>
  api.post<{ quote: QuoteView }>(`/quotes/${encodeURIComponent(quoteId)}/offers`, offer).then((body) => body.quote);

export function useSendOffer() {
  return useRefreshingMutation(sendOffer, ['quotes']);
}
