import type { Cart } from '@otousta/shared/schemas/shop';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/cart: the signed-in user's cart, kept on the server (docs/decisions/006-shop-stock-money-and-orders.md). */
export const getCart = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ cart: Cart }>('/cart', { signal }).then((body) => body.cart);

export const cartQueryOptions = () =>
  queryOptions({ queryKey: ['cart'], queryFn: ({ signal }) => getCart({ signal }) });

/** The cart, fetched only for a signed-in user. */
export function useCart() {
  const { isSignedIn } = useSession();
  return useQuery({ ...cartQueryOptions(), enabled: isSignedIn });
}

/** Every cart call answers the whole cart, which replaces the cached one. */
function useCartMutation<V>(call: (variables: V) => Promise<{ cart: Cart }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(variables).then((body) => body.cart),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions().queryKey, cart),
  });
}

/** POST /api/cart/items { productId, quantity }: adds to the quantity already in the cart. */
export const useAddToCart = () =>
  useCartMutation(({ productId, quantity }: { productId: string; quantity: number }) =>
    api.post<{ cart: Cart }>('/cart/items', { productId, quantity }),
  );

/** PATCH /api/cart/items/{productId} { quantity }. */
export const useUpdateCartItem = () =>
  useCartMutation(({ productId, quantity }: { productId: string; quantity: number }) =>
    api.patch<{ cart: Cart }>(`/cart/items/${encodeURIComponent(productId)}`, { quantity }),
  );

/** DELETE /api/cart/items/{productId}. */
export const useRemoveCartItem = () =>
  useCartMutation((productId: string) => api.delete<{ cart: Cart }>(`/cart/items/${encodeURIComponent(productId)}`));
