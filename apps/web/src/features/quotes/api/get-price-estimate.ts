import type { PriceEstimate, PriceGroup } from '@otousta/shared/schemas/prices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/prices/estimate: the usual price of a sector's jobs for a vehicle type in a city, or null (too few). */
export const getPriceEstimate = (group: PriceGroup, { signal }: { signal?: AbortSignal } = {}) =>
  api
    .get<{ estimate: PriceEstimate | null }>('/prices/estimate', { query: { ...group }, signal, auth: false })
    .then((body) => body.estimate);

export const priceEstimateQueryOptions = (group: PriceGroup) =>
  queryOptions({
    queryKey: ['prices', 'estimate', group.sector, group.vehicleType, group.city],
    queryFn: ({ signal }) => getPriceEstimate(group, { signal }),
    staleTime: 5 * 60_000,
  });

/** Asked only once the form names all three. */
export const usePriceEstimate = (group: PriceGroup) =>
  useQuery({
    ...priceEstimateQueryOptions(group),
    enabled: Boolean(group.sector && group.vehicleType && group.city),
    placeholderData: keepPreviousData,
  });
