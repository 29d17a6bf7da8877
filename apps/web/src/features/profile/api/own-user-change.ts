import type { OwnUser } from '@otousta/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { ownProfileQueryOptions } from './get-own-profile';

/**
 * A change the server answers with the whole own user: the answer replaces the profile's copy and, as
 * docs/product.md §4 asks, the stored user (the header shows the new name at once).
 */
export function useOwnUserChange<V>(mutationFn: (variables: V) => Promise<OwnUser>) {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData(ownProfileQueryOptions().queryKey, user);
      updateUser(user);
    },
  });
}
