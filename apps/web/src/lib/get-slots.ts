import type { SlotsResponse } from '@otousta/shared/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/businesses/{id}/slots?date=: a business's slots of one day with their free places. */
export const getSlots = (businessId: string, date: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<SlotsResponse>(`/businesses/${encodeURIComponent(businessId)}/slots`, { query: { date }, signal });

/** Under 'appointments': a booking anywhere (an appointment's live refresh included) refetches the free places. */
export const slotsQueryOptions = (businessId: string, date: string) =>
  queryOptions({
    queryKey: ['appointments', 'slots', businessId, date],
    queryFn: ({ signal }) => getSlots(businessId, date, { signal }),
    staleTime: 0,
  });

export const useSlots = (businessId: string, date: string) => useQuery(slotsQueryOptions(businessId, date));
