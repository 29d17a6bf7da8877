import type { Post, PostPage } from '@otousta/shared/schemas/posts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postsBaseKey } from './get-posts';

/** Applies a change to one post wherever the cached feed pages hold it (every filter and search). */
export function updateCachedPost(queryClient: QueryClient, id: string, change: (post: Post) => Post | null) {
  queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: postsBaseKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.flatMap((post) => {
              if (post.id !== id) return [post];
              const next = change(post);
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
}
