import type { ReportPage, ReportStatus } from '@otousta/shared/schemas/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/reports?status&page. */
export const getReports = (status: ReportStatus, page: number) =>
  api.get<ReportPage>('/admin/reports', { query: { status, page, limit: 20 } });

export const reportsQueryOptions = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.reports(status, page),
    queryFn: () => getReports(status, page),
    placeholderData: keepPreviousData,
  });

export const useReports = (status: ReportStatus, page: number) => useQuery(reportsQueryOptions(status, page));
