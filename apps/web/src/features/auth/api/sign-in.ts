import type { LoginInput, LoginResponse } from '@otousta/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login → { user, access_token, refresh_token } (docs/product.md §7). No token goes with it. */
export const signIn = (input: LoginInput) => api.post<LoginResponse>('/auth/login', input, { auth: false });

export const useSignIn = () => useMutation({ mutationFn: signIn });
