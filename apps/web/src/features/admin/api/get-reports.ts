import type { ReportPage, ReportStatus } from '@otousta/shared/schemas/reports';
import { useAdminPage } from './admin-page';
import { adminKeys } from './keys';

/** GET /api/admin/reports?status&page. */
export const useReports = (status: ReportStatus, page: number) =>
  useAdminPage<ReportPage>('/admin/reports', adminKeys.reports(status, page), { status, page });
