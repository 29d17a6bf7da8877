import type { Fitment } from '@otousta/shared/schemas/garage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/products/{id}/fitment: the vehicles the part fits and its OEM numbers. */
export const getFitment = (productId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api
    .get<{ fitment: Fitment }>(`/products/${encodeURIComponent(productId)}/fitment`, { signal })
    .then((b) => b.fitment);

export const fitmentQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'fitment', productId],
    queryFn: ({ signal }) => getFitment(productId, { signal }),
  });

export const useFitment = (productId: string) => useQuery(fitmentQueryOptions(productId));
