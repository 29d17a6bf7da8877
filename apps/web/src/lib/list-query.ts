import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from './api-client';

/**
 * A list read with GET `path` and the screen's filters and page, cached under `key` and the query: the list on screen
 * stays while the next one loads, so the grid does not jump.
 */
export const listQueryOptions = <Page, Query extends object>(key: readonly string[], path: string, query: Query) =>
  queryOptions({
    queryKey: [...key, query],
    queryFn: ({ signal }) => api.get<Page>(path, { query: { ...query } as RequestOptions['query'], signal }),
    placeholderData: keepPreviousData,
  });
