import type { ReturnRequest } from '@otousta/shared/schemas/returns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every returns list shares this root, so a step taken anywhere refreshes them all. */
export const returnsKey = ['returns'] as const;

/** GET /api/orders/{id}/returns: the order's return requests with their history (its buyer and seller only). */
export const orderReturnsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...returnsKey, 'order', orderId],
    queryFn: ({ signal }) =>
      api
        .get<{ returns: ReturnRequest[] }>(`/orders/${encodeURIComponent(orderId)}/returns`, { signal })
        .then((body) => body.returns),
  });

export const useOrderReturns = (orderId: string) => useQuery(orderReturnsQueryOptions(orderId));
