import type { OrderStatus } from '@otousta/shared/options/shop';
import type { Order, Pagination } from '@otousta/shared/schemas/shop';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listQueryOptions } from '../../../lib/list-query';

export interface SellerOrdersQuery {
  status?: OrderStatus;
  page?: number;
  limit?: number;
}

/** GET /api/seller/orders: the orders placed with this seller. */
export const sellerOrdersQueryOptions = (query: SellerOrdersQuery = {}) =>
  listQueryOptions<{ orders: Order[]; pagination: Pagination }, SellerOrdersQuery>(
    ['seller', 'orders'],
    '/seller/orders',
    query,
  );

export const useSellerOrders = (query: SellerOrdersQuery = {}) => useQuery(sellerOrdersQueryOptions(query));

function useOrderTransition<V>(call: (variables: V) => Promise<{ order: Order }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Orders, the dashboard's numbers and the stock behind the catalogue all move with a state change.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['seller'] }),
  });
}

/** POST /api/seller/orders/{id}/ship { carrier, trackingNumber }: 'Kargoya Ver' → 'Kargoda'. */
export const useShipOrder = () =>
  useOrderTransition(({ id, carrier, trackingNumber }: { id: string; carrier: string; trackingNumber: string }) =>
    api.post<{ order: Order }>(`/seller/orders/${encodeURIComponent(id)}/ship`, { carrier, trackingNumber }),
  );

/** POST /api/seller/orders/{id}/deliver: 'Teslim Et' → 'Teslim Edildi'. */
export const useDeliverOrder = () =>
  useOrderTransition((id: string) => api.post<{ order: Order }>(`/seller/orders/${encodeURIComponent(id)}/deliver`));
