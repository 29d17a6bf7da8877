import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ownProfileQueryOptions } from './get-own-profile';

/** POST /api/users/upload-photos, multipart `photos` → { photoUrls } (docs/product.md §7). */
export function uploadPhotos(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return api.post<{ photoUrls: string[] }>('/users/upload-photos', form).then((body) => body.photoUrls);
}

export function useUploadPhotos() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: uploadPhotos,
    // The server decides where the new photos go in the list, so the profile is read again; the mutation stays
    // pending until then, and the success message appears together with the photo.
    onSuccess: async () => {
      const user = await queryClient.fetchQuery({ ...ownProfileQueryOptions(), staleTime: 0 });
      updateUser(user);
    },
  });
}
