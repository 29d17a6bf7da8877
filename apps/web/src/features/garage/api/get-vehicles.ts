import type { Vehicle } from '@otousta/shared/schemas/garage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/vehicles: the signed-in user's own vehicles, newest first. */
export const getVehicles = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ vehicles: Vehicle[] }>('/vehicles', { signal }).then((body) => body.vehicles);

export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: ['vehicles'], queryFn: ({ signal }) => getVehicles({ signal }) });

/** The garage; `enabled` false for a visitor, who has none. */
export const useVehicles = (enabled = true) => useQuery({ ...vehiclesQueryOptions(), enabled });
