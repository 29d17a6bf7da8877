import type { Product } from '@otousta/shared/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/products/{id}: the product to edit (its seller also gets it while inactive). */
export const getOwnProduct = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ product: Product }>(`/products/${encodeURIComponent(id)}`, { signal }).then((body) => body.product);

export const ownProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['seller', 'product', id],
    queryFn: ({ signal }) => getOwnProduct(id, { signal }),
    // The form starts from what is saved now, not from a copy cached minutes ago.
    staleTime: 0,
  });

export const useOwnProduct = (id: string | undefined) =>
  useQuery({ ...ownProductQueryOptions(id ?? ''), enabled: Boolean(id) });
