import type { DeleteAccountInput } from '@otousta/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/users/me { password } → 204: the account and its personal data are gone, every session with them. */
export const deleteAccount = (input: DeleteAccountInput) => api.delete<void>('/users/me', input);

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
