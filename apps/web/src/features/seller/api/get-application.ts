import type { SellerApplication } from '@otousta/shared/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/seller-application: the signed-in user's latest application, or null. */
export const getApplication = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ data: SellerApplication | null }>('/users/seller-application', { signal }).then((body) => body.data);

export const sellerApplicationQueryOptions = () =>
  queryOptions({ queryKey: ['seller', 'application'], queryFn: ({ signal }) => getApplication({ signal }) });

export const useSellerApplication = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...sellerApplicationQueryOptions(), enabled });
