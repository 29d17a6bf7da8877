import type { CheckoutInput, Order, Pagination } from '@otousta/shared/schemas/shop';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
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

/** GET /api/orders/{id}: one order of the buyer (or of its seller). */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'one', id],
    queryFn: ({ signal }) =>
      api.get<{ order: Order }>(`/orders/${encodeURIComponent(id)}`, { signal }).then((body) => body.order),
  });

/** Several orders by id, together: all of them once each has arrived, the first failure otherwise. */
export function useOrders(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => orderQueryOptions(id)),
    combine: (results) => ({
      orders: results.every((r) => r.isSuccess) ? results.map((r) => r.data!) : undefined,
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
}

/** POST /api/orders/checkout: the cart becomes one order per seller, stock taken at once (docs/decisions/006-shop-stock-money-and-orders.md). */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      api.post<{ orders: Order[] }>('/orders/checkout', input).then((body) => body.orders),
    onSuccess: (orders) => {
      // The confirmation reads the new orders by id; it has them already.
      for (const order of orders) queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
    },
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
