import type { QuoteView } from '@otousta/shared/schemas/quotes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/quotes/{id}: the customer and the addressed businesses only. */
export const getQuote = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ quote: QuoteView }>(`/quotes/${encodeURIComponent(id)}`, { signal }).then((body) => body.quote);

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['quotes', 'one', id], queryFn: ({ signal }) => getQuote(id, { signal }) });

export const useQuote = (id: string | null) => useQuery({ ...quoteQueryOptions(id ?? ''), enabled: Boolean(id) });
