import type { Vehicle, VehicleData } from '@otousta/shared/schemas/garage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryOptions } from './get-vehicles';

/** POST /api/vehicles (a new vehicle) or PATCH /api/vehicles/{id} (a change). */
export const saveVehicle = (id: string | undefined, data: VehicleData) =>
  (id
    ? api.patch<{ vehicle: Vehicle }>(`/vehicles/${encodeURIComponent(id)}`, data)
    : api.post<{ vehicle: Vehicle }>('/vehicles', data)
  ).then((body) => body.vehicle);

export function useSaveVehicle(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: VehicleData) => saveVehicle(id, data),
    onSuccess: () => client.invalidateQueries({ queryKey: vehiclesQueryOptions().queryKey }),
  });
}
