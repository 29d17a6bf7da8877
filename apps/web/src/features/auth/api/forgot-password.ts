import type { ForgotPasswordInput } from '@otousta/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password → 202, the same answer whether or not the address has an account. */
export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<void>('/auth/forgot-password', input, { auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
