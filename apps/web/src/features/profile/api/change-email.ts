import type { ChangeEmailInput } from '@otousta/shared/schemas/account';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { ownProfileQueryOptions } from './get-own-profile';

/**
 * POST /api/auth/change-email → 202: mails a confirmation link to the new address. The address changes only when
 * that link is opened; until then the profile names it as pending.
 */
export const changeEmail = (input: ChangeEmailInput) => api.post<void>('/auth/change-email', input);

export function useChangeEmail() {
  return useRefreshingMutation(changeEmail, ownProfileQueryOptions().queryKey);
}
