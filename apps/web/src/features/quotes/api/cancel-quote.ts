import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/quotes/{id}/cancel: only the customer, while the request is open. */
export const cancelQuote = (quoteId: string) =>
  api.post<{ quote: QuoteView }>(`/quotes/${encodeURIComponent(quoteId)}/cancel`).then((body) => body.quote);

export function useCancelQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
