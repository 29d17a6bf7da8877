import type { ChangePasswordInput } from '@otousta/shared/schemas/account';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { sessionsQueryOptions } from './get-sessions';

/** POST /api/auth/change-password → 204; every other session of the user ends, this one stays. */
export const changePassword = (input: ChangePasswordInput) => api.post<void>('/auth/change-password', input);

export function useChangePassword() {
  return useRefreshingMutation(changePassword, sessionsQueryOptions().queryKey);
}
