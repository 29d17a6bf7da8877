import type { Product } from '@otousta/shared/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/products/{id}: one product with its seller (an inactive one only for its seller). */
export const getProduct = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ product: Product }>(`/products/${encodeURIComponent(id)}`, { signal }).then((body) => body.product);

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: ({ signal }) => getProduct(id, { signal }) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
