import type { CreateQuoteInput, QuoteView } from '@otousta/shared/schemas/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jsonForm } from '../../../lib/json-form';

/** POST /api/quotes: multipart `quoteData` (JSON) + `photos` (at most 5) → 201 { quote }. */
export function createQuote({ data, photos }: { data: CreateQuoteInput; photos: readonly File[] }) {
  const form = jsonForm('quoteData', data, 'photos', photos);
  return api.post<{ quote: QuoteView }>('/quotes', form).then((body) => body.quote);
}

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
