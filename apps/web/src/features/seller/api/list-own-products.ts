import type { ProductStatus } from '@otousta/shared/options/shop';
import type { ProductPage } from '@otousta/shared/schemas/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OwnProductsQuery {
  status?: ProductStatus;
  page?: number;
  limit?: number;
}

/** GET /api/seller/products: the seller's own products in every status. */
export const listOwnProducts = (query: OwnProductsQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ProductPage>('/seller/products', { query: { ...query }, signal });

export const ownProductsQueryOptions = (query: OwnProductsQuery = {}) =>
  queryOptions({
    queryKey: ['seller', 'products', query],
    queryFn: ({ signal }) => listOwnProducts(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useOwnProducts = (query: OwnProductsQuery = {}) => useQuery(ownProductsQueryOptions(query));
