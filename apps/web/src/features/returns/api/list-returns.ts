import type { ReturnRequest, ReturnStatus } from '@otousta/shared/schemas/returns';
import type { Pagination } from '@otousta/shared/schemas/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { returnsKey } from './order-returns';

type Scope = 'seller' | 'admin';

/** GET /api/seller/returns (the seller's) or GET /api/admin/returns (all, for an admin), newest first. */
export const returnListQueryOptions = (scope: Scope, status: ReturnStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [...returnsKey, scope, status ?? 'all', page],
    queryFn: ({ signal }) =>
      api.get<{ returns: ReturnRequest[]; pagination: Pagination }>(`/${scope}/returns`, {
        query: { page, limit: 12, ...(status ? { status } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useReturnList = (scope: Scope, status: ReturnStatus | undefined, page: number) =>
  useQuery(returnListQueryOptions(scope, status, page));
