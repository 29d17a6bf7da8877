import type { HoursResponse } from '@otousta/shared/schemas/hours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/businesses/{id}/hours: the schedule (null before any was entered) and whether it is open now. */
export const getHours = (businessId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<HoursResponse>(`/businesses/${encodeURIComponent(businessId)}/hours`, { signal });

export const hoursQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: ['hours', businessId], queryFn: ({ signal }) => getHours(businessId, { signal }) });

export const useHours = (businessId: string) => useQuery(hoursQueryOptions(businessId));
