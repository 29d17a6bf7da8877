import type { SetupResponse } from '@otousta/shared/schemas/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/businesses/{id}/setup: which setup steps the business has done (only the business itself may ask). */
export const getSetup = (businessId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<SetupResponse>(`/businesses/${encodeURIComponent(businessId)}/setup`, { signal });

export const setupQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: ['setup', businessId], queryFn: ({ signal }) => getSetup(businessId, { signal }) });

export const useSetup = (businessId: string) => useQuery(setupQueryOptions(businessId));
