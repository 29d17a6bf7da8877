import { POST_LIMITS } from '@otousta/shared/options/posts';
import type { Comment, CommentPage } from '@otousta/shared/schemas/posts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateCachedPost } from './post-cache';

const base = (postId: string) => `/posts/${encodeURIComponent(postId)}/comments`;

/** GET /api/posts/{id}/comments, 20 per page, oldest first (docs/product.md §9). */
export const getComments = (postId: string, page: number, signal?: AbortSignal) =>
  api.get<CommentPage>(base(postId), { query: { page, limit: POST_LIMITS.commentsPageSize }, signal });

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: ['posts', 'comments', postId],
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : null),
  });

export const useComments = (postId: string, enabled: boolean) =>
  useInfiniteQuery({ ...commentsQueryOptions(postId), enabled });

/** POST /api/posts/{id}/comments {content, parentCommentId}. */
export const createComment = (input: { postId: string; content: string; parentCommentId?: string }) =>
  api.post<{ comment: Comment; commentCount: number }>(base(input.postId), {
    content: input.content,
    ...(input.parentCommentId ? { parentCommentId: input.parentCommentId } : {}),
  });

/** DELETE /api/posts/comments/{id}; the post's count comes back from the server, never below 0. */
export const deleteComment = (input: { postId: string; id: string }) =>
  api.delete<{ commentCount: number }>(`/posts/comments/${encodeURIComponent(input.id)}`);

/** PUT /api/posts/comments/{id} {content}: the author's own comment only. */
export const updateComment = (input: { postId: string; id: string; content: string }) =>
  api.put<{ comment: Comment; commentCount: number }>(`/posts/comments/${encodeURIComponent(input.id)}`, {
    content: input.content,
  });

function useCommentMutation<I extends { postId: string }>(
  fn: (input: I) => Promise<{ commentCount: number }>,
  what: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async ({ commentCount }, { postId }) => {
      updateCachedPost(queryClient, postId, (post) => ({ ...post, commentCount: Math.max(0, commentCount) }));
      await queryClient.invalidateQueries({ queryKey: commentsQueryOptions(postId).queryKey });
    },
    // docs/product.md §8: comment failures are only logged.
    onError: (error) => console.warn(what, error),
  });
}

export const useCreateComment = () => useCommentMutation(createComment, 'Yorum gönderilemedi:');
export const useDeleteComment = () => useCommentMutation(deleteComment, 'Yorum silinemedi:');
export const useUpdateComment = () => useCommentMutation(updateComment, 'Yorum güncellenemedi:');
