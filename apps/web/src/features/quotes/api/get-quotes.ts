import type { QuotePage } from '@otousta/shared/schemas/quotes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface QuoteFilters {
  page: number;
  status?: string;
  state?: string;
  urgency?: string;
}

/** GET /api/quotes: the customer's own requests, or the requests sent to the business, newest first. */
export const getQuotes = (filters: QuoteFilters, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<QuotePage>('/quotes', {
    query: Object.fromEntries(Object.entries({ ...filters, limit: 10 }).filter(([, v]) => v !== undefined && v !== '')),
    signal,
  });

export const quotesQueryOptions = (filters: QuoteFilters) =>
  queryOptions({
    queryKey: ['quotes', 'list', filters],
    queryFn: ({ signal }) => getQuotes(filters, { signal }),
    placeholderData: keepPreviousData,
  });

export const useQuotes = (filters: QuoteFilters, enabled = true) =>
  useQuery({ ...quotesQueryOptions(filters), enabled });
