import type { ConsentsUpdate } from '@otousta/shared/schemas/account';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ownProfileQueryOptions } from './get-own-profile';

/** PUT /api/users/me/consents { marketingConsent } → { user }: gives or withdraws marketing e-mail consent. */
export const updateConsents = (input: ConsentsUpdate) =>
  api.put<{ user: OwnUser }>('/users/me/consents', input).then((body) => body.user);

export function useUpdateConsents() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: (user) => {
      queryClient.setQueryData(ownProfileQueryOptions().queryKey, user);
      updateUser(user);
    },
  });
}
