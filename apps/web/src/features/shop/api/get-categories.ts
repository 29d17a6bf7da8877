import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One entry of `categoryCountsSchema` (packages/shared schemas/shop). */
export interface CategoryCount {
  value: string;
  label: string;
  count: number;
}

/** GET /api/products/categories: how many active products each category has. */
export const getCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ categories: CategoryCount[] }>('/products/categories', { signal }).then((body) => body.categories);

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'categories'], queryFn: ({ signal }) => getCategories({ signal }) });

export const useCategoryCounts = () => useQuery(categoriesQueryOptions());
