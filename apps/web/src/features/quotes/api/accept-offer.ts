import type { AcceptOfferInput, QuoteView } from '@otousta/shared/schemas/quotes';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/**
 * POST /api/quotes/{id}/offers/{offerId}/accept {startsAt} | {later: true}: closes the request and books the chosen
 * slot (409 when the business cannot take it: the request stays open).
 */
export const acceptOffer = ({
  quoteId,
  offerId,
  choice,
}: {
  quoteId: string;
  offerId: string;
  choice: NonNullable<AcceptOfferInput>;
}) =>
  api.post<{ quote: QuoteView; appointmentId: string | null }>(
    `/quotes/${encodeURIComponent(quoteId)}/offers/${encodeURIComponent(offerId)}/accept`,
    choice,
  );

export function useAcceptOffer() {
  return useRefreshingMutation(acceptOffer, ['quotes'], 'settled');
}
