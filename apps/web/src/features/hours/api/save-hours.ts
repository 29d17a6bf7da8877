import type { HoursResponse, ValidHours } from '@otousta/shared/schemas/hours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hoursQueryOptions } from './get-hours';

/** PUT /api/businesses/{id}/hours: the whole schedule at once (only the business itself). */
export const saveHours = (businessId: string, hours: ValidHours) =>
  api.put<HoursResponse>(`/businesses/${encodeURIComponent(businessId)}/hours`, hours);

export function useSaveHours(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: ValidHours) => saveHours(businessId, hours),
    onSuccess: (saved) => {
      queryClient.setQueryData(hoursQueryOptions(businessId).queryKey, saved);
      // The public profile carries the hours too.
      return queryClient.invalidateQueries({ queryKey: ['users', 'public', businessId] });
    },
  });
}
