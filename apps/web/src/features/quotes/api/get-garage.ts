import type { Vehicle } from '@otousta/shared/schemas/garage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/vehicles: the customer's garage, to pick the vehicle a request is about (the garage's own cache key). */
export const getGarage = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ vehicles: Vehicle[] }>('/vehicles', { signal }).then((body) => body.vehicles);

export const garageQueryOptions = () =>
  queryOptions({ queryKey: ['vehicles'], queryFn: ({ signal }) => getGarage({ signal }) });

export const useGarage = (enabled: boolean) => useQuery({ ...garageQueryOptions(), enabled });
