import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/appointments/blocks/{id}: opens the blocked time again. */
export const unblockTime = (id: string) => api.delete<void>(`/appointments/blocks/${encodeURIComponent(id)}`);

export function useUnblockTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockTime,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
