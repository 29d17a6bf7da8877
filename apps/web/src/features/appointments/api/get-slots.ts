import type { SlotsResponse } from '@otousta/shared/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/businesses/{id}/slots?date=: the day's slots with their free places. */
export const getSlots = (businessId: string, date: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<SlotsResponse>(`/businesses/${encodeURIComponent(businessId)}/slots?date=${date}`, { signal });

export const slotsQueryOptions = (businessId: string, date: string) =>
  queryOptions({
    queryKey: ['appointments', 'slots', businessId, date],
    queryFn: ({ signal }) => getSlots(businessId, date, { signal }),
    staleTime: 0,
  });

export const useSlots = (businessId: string, date: string) => useQuery(slotsQueryOptions(businessId, date));
