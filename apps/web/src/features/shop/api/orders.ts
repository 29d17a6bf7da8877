import type { CheckoutInput, Order, Pagination } from '@otousta/shared/schemas/shop';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartQueryOptions } from './cart';

/** GET /api/orders: the buyer's own orders, newest first. */
export const listMyOrders = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ orders: Order[]; pagination: Pagination }>('/orders', { query: { page, limit: 10 }, signal });

export const myOrdersQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ['orders', 'mine', page],
    queryFn: ({ signal }) => listMyOrders(page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMyOrders = (page = 1) => useQuery(myOrdersQueryOptions(page));

/** POST /api/orders/checkout: the cart becomes one order per seller, stock taken at once (decision 7). */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      api.post<{ orders: Order[] }>('/orders/checkout', input).then((body) => body.orders),
    onSettled: () => {
      // Success empties the cart; a stock refusal may have changed what is available in it.
      void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

/** POST /api/orders/{id}/cancel: the buyer cancels while pending; the stock returns. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ order: Order }>(`/orders/${encodeURIComponent(id)}/cancel`).then((body) => body.order),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
