import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/quotes/{id}/offers/{offerId}/accept: closes the request and books the appointment. */
export const acceptOffer = ({ quoteId, offerId }: { quoteId: string; offerId: string }) =>
  api.post<{ quote: QuoteView; appointmentId: string | null }>(
    `/quotes/${encodeURIComponent(quoteId)}/offers/${encodeURIComponent(offerId)}/accept`,
  );

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
