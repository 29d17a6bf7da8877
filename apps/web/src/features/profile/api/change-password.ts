import type { ChangePasswordInput } from '@otousta/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** POST /api/auth/change-password → 204; every other session of the user ends, this one stays. */
export const changePassword = (input: ChangePasswordInput) => api.post<void>('/auth/change-password', input);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
