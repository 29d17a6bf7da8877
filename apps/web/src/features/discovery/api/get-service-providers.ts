import type { ListingFilters, ListingResponse } from '@otousta/shared/schemas/listing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListingFind } from '../listing-params';

export interface ServiceProvidersQuery extends ListingFilters, ListingFind {
  page: number;
  limit: number;
}

/**
 * GET /api/users/service-providers (docs/product.md §7): active businesses matching every filter, with the total count;
 * near a place each carries `distanceKm`.
 */
export const getServiceProviders = (query: ServiceProvidersQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ListingResponse>('/users/service-providers', { query: { ...query }, signal });

export const serviceProvidersQueryOptions = (query: ServiceProvidersQuery) =>
  queryOptions({
    queryKey: ['users', 'service-providers', query],
    queryFn: ({ signal }) => getServiceProviders(query, { signal }),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export const useServiceProviders = (query: ServiceProvidersQuery) => useQuery(serviceProvidersQueryOptions(query));
