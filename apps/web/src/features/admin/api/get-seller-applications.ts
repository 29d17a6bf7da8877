import type { AdminSellerApplication, Pagination, SellerApplicationStatus } from '@otousta/shared/schemas/shop';
import { useAdminPage } from './admin-page';
import { adminKeys } from './keys';

export interface SellerApplicationPage {
  applications: AdminSellerApplication[];
  pagination: Pagination;
}

/** GET /api/admin/seller-applications?status&page. */
export const useSellerApplications = (status: SellerApplicationStatus, page: number) =>
  useAdminPage<SellerApplicationPage>('/admin/seller-applications', adminKeys.applications(status, page), {
    status,
    page,
  });
