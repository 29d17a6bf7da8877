import type { OfferInput, QuoteView } from '@otousta/shared/schemas/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/quotes/{id}/offers: the business's one offer, sent again to edit it while the request is open. */
export const sendOffer = ({ quoteId, offer }: { quoteId: string; offer: OfferInput }) =>
  api.post<{ quote: QuoteView }>(`/quotes/${encodeURIComponent(quoteId)}/offers`, offer).then((body) => body.quote);

export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
