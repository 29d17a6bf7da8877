import type { LikeResponse } from '@otousta/shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postsBaseKey } from './get-posts';
import { updateCachedPost } from './post-cache';

/** POST /api/posts/{id}/like: likes, or takes the like back. */
export const toggleLike = (postId: string) => api.post<LikeResponse>(`/posts/${encodeURIComponent(postId)}/like`);

/** docs/product.md §4: the like shows at once; the server's exact count follows. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: { id: string; liked: boolean }) => toggleLike(post.id),
    onMutate: async ({ id, liked }) => {
      await queryClient.cancelQueries({ queryKey: postsBaseKey });
      updateCachedPost(queryClient, id, (post) => ({
        ...post,
        isLikedByCurrentUser: !liked,
        likeCount: Math.max(0, post.likeCount + (liked ? -1 : 1)),
      }));
    },
    onSuccess: (result, { id }) =>
      updateCachedPost(queryClient, id, (post) => ({
        ...post,
        isLikedByCurrentUser: result.liked,
        likeCount: result.likeCount,
      })),
    onError: (error, { id, liked }) => {
      // docs/product.md §8: a failed like is only logged; the heart goes back to what the server still holds.
      console.warn('Beğeni kaydedilemedi:', error);
      updateCachedPost(queryClient, id, (post) => ({
        ...post,
        isLikedByCurrentUser: liked,
        likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)),
      }));
    },
  });
}
