import type { ListingFilters, ListingResponse } from '@otousta/shared/schemas/listing';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../../../lib/list-query';
import type { ListingFind } from '../listing-params';

export interface ServiceProvidersQuery extends ListingFilters, ListingFind {
  page: number;
  limit: number;
}

/**
 * GET /api/users/service-providers (docs/product.md §7): active businesses matching every filter, with the total count;
 * near a place each carries `distanceKm`.
 */
export const serviceProvidersQueryOptions = (query: ServiceProvidersQuery) =>
  listQueryOptions<ListingResponse, ServiceProvidersQuery>(
    ['users', 'service-providers'],
    '/users/service-providers',
    query,
  );

export const useServiceProviders = (query: ServiceProvidersQuery) => useQuery(serviceProvidersQueryOptions(query));
