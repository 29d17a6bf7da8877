import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hotTagsQueryOptions } from './get-hot-tags';
import { updateCachedPost } from './post-cache';

/** DELETE /api/posts/{id}: the post goes with its likes and comments. */
export const deletePost = (id: string) => api.delete<void>(`/posts/${encodeURIComponent(id)}`);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, id) => {
      updateCachedPost(queryClient, id, () => null);
      void queryClient.invalidateQueries({ queryKey: hotTagsQueryOptions().queryKey });
    },
  });
}
