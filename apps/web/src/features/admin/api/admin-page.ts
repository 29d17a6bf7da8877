import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Rows on one page of every admin list. */
const PAGE_SIZE = 20;

/**
 * One page of an admin list: GET `path` with its filters and page number; the page on screen stays while the next one
 * loads.
 */
export const useAdminPage = <Page>(
  path: string,
  queryKey: readonly unknown[],
  filters: { page: number } & Record<string, string | number>,
) =>
  useQuery({
    queryKey,
    queryFn: () => api.get<Page>(path, { query: { ...filters, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
