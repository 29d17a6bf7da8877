import type { OwnUser } from '@otousta/shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ownProfileQueryOptions } from './get-own-profile';

/** DELETE /api/users/remove-photo { url } → { photos }, the photos that remain (docs/product.md §7). */
export const removePhoto = (url: string) =>
  api.delete<{ photos: string[] }>('/users/remove-photo', { url }).then((body) => body.photos);

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  const { user, updateUser } = useSession();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess: (photos) => {
      const { queryKey } = ownProfileQueryOptions();
      queryClient.setQueryData(queryKey, (profile: OwnUser | undefined) => profile && { ...profile, photos });
      if (user) updateUser({ ...user, photos });
    },
  });
}
