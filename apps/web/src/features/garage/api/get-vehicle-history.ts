import type { VehicleHistory } from '@otousta/shared/schemas/garage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/vehicles/{id}/history: the owner's orders holding a part that fits the vehicle. */
export const getVehicleHistory = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<VehicleHistory>(`/vehicles/${encodeURIComponent(id)}/history`, { signal });

export const vehicleHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['vehicles', id, 'history'], queryFn: ({ signal }) => getVehicleHistory(id, { signal }) });

export const useVehicleHistory = (id: string, enabled: boolean) =>
  useQuery({ ...vehicleHistoryQueryOptions(id), enabled });
