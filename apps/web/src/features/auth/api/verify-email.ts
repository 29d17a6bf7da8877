import type { VerifyEmailInput } from '@otousta/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { getSession, replaceUser } from '../../../lib/session-store';

/**
 * POST /api/auth/verify-email → 204: confirms the address of the link (a new address replaces the old one). No
 * token goes with it: the link works in any browser, signed in or not.
 */
export const verifyEmail = (input: VerifyEmailInput) => api.post<void>('/auth/verify-email', input, { auth: false });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => {
      // Signed in here: what the app knows about the user (verified, perhaps a new address) is out of date. Reading
      // it again is a courtesy; the address is verified whether or not that succeeds.
      if (!getSession()) return;
      void queryClient.invalidateQueries();
      api
        .get<{ user: SessionUser }>('/auth/profile')
        .then(({ user }) => replaceUser(user))
        .catch((error: unknown) => console.warn('Kullanıcı bilgileri yenilenemedi:', error));
    },
  });
}
