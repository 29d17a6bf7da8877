import type { Post } from '@otousta/shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jsonForm } from '../../../lib/json-form';
import { hotTagsQueryOptions } from './get-hot-tags';
import { postsBaseKey } from './get-posts';

export interface NewPost {
  /** The create-post fields of docs/product.md §7, empty optional ones already left out (docs/product.md §5). */
  postData: Record<string, unknown>;
  images: readonly File[];
}

/** POST /api/posts: multipart with `postData` (JSON) and up to 5 `images`. */
export function createPost({ postData, images }: NewPost) {
  const form = jsonForm('postData', postData, 'images', images);
  return api.post<{ post: Post }>('/posts', form).then((body) => body.post);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    // docs/product.md §4: creating a post refreshes the feed from page 1.
    onSuccess: async () => {
      await Promise.all([
        queryClient.resetQueries({ queryKey: postsBaseKey }),
        queryClient.invalidateQueries({ queryKey: hotTagsQueryOptions().queryKey }),
      ]);
    },
  });
}
