import type { ChangeEmailInput } from '@otousta/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownProfileQueryOptions } from './get-own-profile';

/**
 * POST /api/auth/change-email → 202: mails a confirmation link to the new address. The address changes only when
 * that link is opened; until then the profile names it as pending.
 */
export const changeEmail = (input: ChangeEmailInput) => api.post<void>('/auth/change-email', input);

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryOptions().queryKey }),
  });
}
