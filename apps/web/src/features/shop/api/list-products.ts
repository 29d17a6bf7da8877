import type { CatalogueView, ProductCategory, ProductCondition, ProductSort } from '@otousta/shared/options/shop';
import type { ProductPage } from '@otousta/shared/schemas/shop';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';

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
export const productsQueryOptions = (params: ProductListQuery) =>
  listQueryOptions<ProductPage, ProductListQuery>(['products', 'list'], '/products', params);

export const useProducts = (params: ProductListQuery) => useQuery(productsQueryOptions(params));
