import type { CreateQuoteInput, QuoteView } from '@otousta/shared/schemas/quotes';
import { api } from '../../../lib/api-client';
import { jsonForm } from '../../../lib/json-form';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/quotes: multipart `quoteData` (JSON) + `photos` (at most 5) → 201 { quote }. */
export function createQuote({ data, photos }: { data: CreateQuoteInput; photos: readonly File[] }) {
  const form = jsonForm('quoteData', data, 'photos', photos);
  return api.post<{ quote: QuoteView }>('/quotes', form).then((body) => body.quote);
}

export function useCreateQuote() {
  return useRefreshingMutation(createQuote, ['quotes']);
}
