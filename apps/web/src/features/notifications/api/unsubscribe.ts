import type { NotificationType } from '@otousta/shared/notifications/events';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/notifications/unsubscribe?token=… (no sign-in): that type's mails stop. */
export const unsubscribe = (token: string) =>
  api.post<{ type: NotificationType; channel: 'email' }>(
    `/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    undefined,
    { auth: false, refresh: false },
  );

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
