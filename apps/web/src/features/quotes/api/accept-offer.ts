import type { AcceptOfferInput, QuoteView } from '@otousta/shared/schemas/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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

/**
 * Settled either way, the quotes and the appointments (their free slots with them) are read again: a success booked
 * an appointment, a refusal means the slots shown were out of date.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: () =>
      Promise.all([['quotes'], ['appointments']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
