import type { AdminBusinessPage } from '@otousta/shared/schemas/moderation';
import { useAdminPage } from './admin-page';
import { adminKeys } from './keys';

/** GET /api/admin/businesses?q&page: unverified first. */
export const useAdminBusinesses = (q: string, page: number) =>
  useAdminPage<AdminBusinessPage>('/admin/businesses', adminKeys.businesses(q, page), { q, page });
