import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/quotes/{id}/offers/{offerId}/accept: closes the request and books the appointment. */
export const acceptOffer = ({ quoteId, offerId }: { quoteId: string; offerId: string }) =>
  api.post<{ quote: QuoteView; appointmentId: string | null }>(
    `/quotes/${encodeURIComponent(quoteId)}/offers/${encodeURIComponent(offerId)}/accept`,
  );

export function useAcceptOffer() {
  return useRefreshingMutation(acceptOffer, ['quotes']);
}
