import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryOptions } from './get-vehicles';

/** DELETE /api/vehicles/{id}. */
export const deleteVehicle = (id: string) => api.delete<void>(`/vehicles/${encodeURIComponent(id)}`);

export function useDeleteVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: () => client.invalidateQueries({ queryKey: vehiclesQueryOptions().queryKey }),
  });
}
