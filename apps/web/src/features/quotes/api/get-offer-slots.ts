import type { SlotsResponse } from '@otousta/shared/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/businesses/{id}/slots?date=: the offering business's slots of a day, with their free places. */
export const getOfferSlots = (businessId: string, date: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<SlotsResponse>(`/businesses/${encodeURIComponent(businessId)}/slots`, { query: { date }, signal });

export const offerSlotsQueryOptions = (businessId: string, date: string) =>
  queryOptions({
    queryKey: ['quotes', 'slots', businessId, date],
    queryFn: ({ signal }) => getOfferSlots(businessId, date, { signal }),
    staleTime: 0,
  });

export const useOfferSlots = (businessId: string, date: string) => useQuery(offerSlotsQueryOptions(businessId, date));
