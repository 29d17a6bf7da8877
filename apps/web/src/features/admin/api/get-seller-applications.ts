import type { AdminSellerApplication, Pagination, SellerApplicationStatus } from '@otousta/shared/schemas/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export interface SellerApplicationPage {
  applications: AdminSellerApplication[];
  pagination: Pagination;
}

/** GET /api/admin/seller-applications?status&page. */
export const getSellerApplications = (status: SellerApplicationStatus, page: number) =>
  api.get<SellerApplicationPage>('/admin/seller-applications', { query: { status, page, limit: 20 } });

export const sellerApplicationsQueryOptions = (status: SellerApplicationStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.applications(status, page),
    queryFn: () => getSellerApplications(status, page),
    placeholderData: keepPreviousData,
  });

export const useSellerApplications = (status: SellerApplicationStatus, page: number) =>
  useQuery(sellerApplicationsQueryOptions(status, page));
