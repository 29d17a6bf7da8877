import type { CatalogueView, ProductCategory, ProductCondition, ProductSort } from '@otousta/shared/options/shop';
import type { ProductPage } from '@otousta/shared/schemas/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The query of GET /api/products (`productListQuerySchema`), as the screens send it. */
export interface ProductListQuery {
  q?: string;
  category?: ProductCategory;
  condition?: ProductCondition;
  sort?: ProductSort;
  view?: CatalogueView;
  sellerId?: string;
  minPrice?: number;
  maxPrice?: number;
  /** A garage vehicle of the caller: parts that fit it only. */
  fits?: string;
  /** An OEM number, written any way. */
  oem?: string;
  page?: number;
  limit?: number;
}

/** GET /api/products: the active products of approved sellers, searched, filtered and sorted. */
export const listProducts = (params: ProductListQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ProductPage>('/products', { query: { ...params }, signal });

export const productsQueryOptions = (params: ProductListQuery) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => listProducts(params, { signal }),
    // Changing a filter keeps the previous cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useProducts = (params: ProductListQuery) => useQuery(productsQueryOptions(params));
