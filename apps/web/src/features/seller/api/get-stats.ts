import type { SellerStats } from '@otousta/shared/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/seller/stats?days: totals, the 5 latest orders and a daily series (docs/product.md §2 dashboard, analytics). */
export const getStats = (days: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<SellerStats>('/seller/stats', { query: { days }, signal });

export const sellerStatsQueryOptions = (days = 30) =>
  queryOptions({ queryKey: ['seller', 'stats', days], queryFn: ({ signal }) => getStats(days, { signal }) });

export const useSellerStats = (days = 30) => useQuery(sellerStatsQueryOptions(days));
