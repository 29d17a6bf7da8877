import type { ResetPasswordInput } from '@otousta/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/reset-password → 204; every session of the account ends. 400 RESET_TOKEN_INVALID for a bad link. */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<void>('/auth/reset-password', input, { auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
