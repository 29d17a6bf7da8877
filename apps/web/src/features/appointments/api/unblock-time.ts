import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** DELETE /api/appointments/blocks/{id}: opens the blocked time again. */
export const unblockTime = (id: string) => api.delete<void>(`/appointments/blocks/${encodeURIComponent(id)}`);

export function useUnblockTime() {
  return useRefreshingMutation(unblockTime, ['appointments']);
}
