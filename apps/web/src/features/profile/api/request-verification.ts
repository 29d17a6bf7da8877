import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/verify-email/request → 202: mails the signed-in user a new verification link. */
export const requestVerification = () => api.post<void>('/auth/verify-email/request');

export const useRequestVerification = () => useMutation({ mutationFn: requestVerification });
