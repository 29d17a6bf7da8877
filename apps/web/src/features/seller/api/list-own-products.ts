import type { ProductStatus } from '@otousta/shared/options/shop';
import type { ProductPage } from '@otousta/shared/schemas/shop';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';

export interface OwnProductsQuery {
  status?: ProductStatus;
  page?: number;
  limit?: number;
}

/** GET /api/seller/products: the seller's own products in every status. */
export const ownProductsQueryOptions = (query: OwnProductsQuery = {}) =>
  listQueryOptions<ProductPage, OwnProductsQuery>(['seller', 'products'], '/seller/products', query);

export const useOwnProducts = (query: OwnProductsQuery = {}) => useQuery(ownProductsQueryOptions(query));
