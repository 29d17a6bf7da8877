import type { ContactMessagePage } from '@otousta/shared/schemas/contact';
import { useAdminPage } from './admin-page';
import { adminKeys } from './keys';

/** GET /api/admin/contact-messages?page: newest first. */
export const useContactMessages = (page: number) =>
  useAdminPage<ContactMessagePage>('/admin/contact-messages', adminKeys.contactMessages(page), { page });
