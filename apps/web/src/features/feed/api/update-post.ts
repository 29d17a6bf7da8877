import type { Post } from '@otousta/shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateCachedPost } from './post-cache';

/** PUT /api/posts/{id}: the feed edits the content (spec §4: editing replaces the post). */
export const updatePost = ({ id, content }: { id: string; content: string }) =>
  api.put<{ post: Post }>(`/posts/${encodeURIComponent(id)}`, { content }).then((body) => body.post);

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => updateCachedPost(queryClient, post.id, () => post),
    onError: (error) => console.warn('Gönderi güncellenemedi:', error),
  });
}
