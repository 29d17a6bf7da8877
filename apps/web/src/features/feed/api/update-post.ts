import type { Post } from '@otousta/shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hotTagsQueryOptions } from './get-hot-tags';
import { updateCachedPost } from './post-cache';

/** PUT /api/posts/{id} with every field of the edit form (docs/product.md §4: editing replaces the post). */
export const updatePost = ({ id, postData }: { id: string; postData: Record<string, unknown> }) =>
  api.put<{ post: Post }>(`/posts/${encodeURIComponent(id)}`, postData).then((body) => body.post);

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: async (post) => {
      updateCachedPost(queryClient, post.id, () => post);
      // The tags may have changed, and with them the popular ones.
      await queryClient.invalidateQueries({ queryKey: hotTagsQueryOptions().queryKey });
    },
    onError: (error) => console.warn('Gönderi güncellenemedi:', error),
  });
}
