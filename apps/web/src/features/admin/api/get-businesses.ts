import type { AdminBusinessPage } from '@otousta/shared/schemas/moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/businesses?q&page: unverified first. */
export const getAdminBusinesses = (q: string, page: number) =>
  api.get<AdminBusinessPage>('/admin/businesses', { query: { q, page, limit: 20 } });

export const adminBusinessesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.businesses(q, page),
    queryFn: () => getAdminBusinesses(q, page),
    placeholderData: keepPreviousData,
  });

export const useAdminBusinesses = (q: string, page: number) => useQuery(adminBusinessesQueryOptions(q, page));
