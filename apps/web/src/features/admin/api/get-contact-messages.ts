import type { ContactMessagePage } from '@otousta/shared/schemas/contact';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/contact-messages?page: newest first. */
export const getContactMessages = (page: number) =>
  api.get<ContactMessagePage>('/admin/contact-messages', { query: { page, limit: 20 } });

export const contactMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.contactMessages(page),
    queryFn: () => getContactMessages(page),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (page: number) => useQuery(contactMessagesQueryOptions(page));
