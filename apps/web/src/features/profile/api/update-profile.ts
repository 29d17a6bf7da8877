import type { ProfileUpdateInput } from '@otousta/shared/schemas/profile';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ownProfileQueryOptions } from './get-own-profile';

/** PATCH /api/users/{id} with the changed profile fields → { user } (docs/product.md §7). */
export const updateProfile = ({ id, changes }: { id: string; changes: ProfileUpdateInput }) =>
  api.patch<{ user: OwnUser }>(`/users/${encodeURIComponent(id)}`, changes).then((body) => body.user);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(ownProfileQueryOptions().queryKey, user);
      // docs/product.md §4: a profile update replaces the stored user (the header shows the new name at once).
      updateUser(user);
    },
  });
}
