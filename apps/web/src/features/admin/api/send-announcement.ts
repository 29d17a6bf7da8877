import type { AnnouncementInput } from '@otousta/shared/schemas/notifications';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/announcements { title, text } → 202 { recipients }: the accounts it goes to. */
export const sendAnnouncement = (input: AnnouncementInput) =>
  api.post<{ recipients: number }>('/admin/announcements', input);

export const useSendAnnouncement = () => useMutation({ mutationFn: sendAnnouncement });
