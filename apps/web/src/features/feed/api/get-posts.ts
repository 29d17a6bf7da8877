import { POST_LIMITS, type PostType, postTypes } from '@otousta/shared/options/posts';
import type { PostPage } from '@otousta/shared/schemas/posts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FeedFilters {
  type?: PostType;
  tag?: string;
  /** A search text: the feed then comes from GET /api/posts/search, narrowed by the same type and tag. */
  q?: string;
}

const isPostType = (value: string | null): value is PostType =>
  !!value && (postTypes as readonly string[]).includes(value);

/** The filters the address carries (?type, ?tag, ?q), read alike by the page and by the prefetch of its route. */
export function feedFilters(params: URLSearchParams): FeedFilters {
  const type = params.get('type');
  return {
    q: params.get('q')?.trim() || undefined,
    type: isPostType(type) ? type : undefined,
    tag: params.get('tag')?.trim() || undefined,
  };
}

/**
 * GET /api/posts (or /api/posts/search with q) one page of 10 at a time (docs/product.md §9). Each next page continues
 * from the previous page's cursor, so posts written while the reader scrolls never shift or repeat a page.
 */
export function getPosts(filters: FeedFilters, cursor: string | null, signal?: AbortSignal): Promise<PostPage> {
  const query = { limit: POST_LIMITS.pageSize, cursor, type: filters.type, tag: filters.tag };
  if (filters.q) return api.get<PostPage>('/posts/search', { query: { ...query, q: filters.q }, signal });
  return api.get<PostPage>('/posts', { query, signal });
}

export const postsBaseKey = ['posts', 'list'] as const;

export const postsQueryOptions = (filters: FeedFilters) =>
  infiniteQueryOptions({
    queryKey: [...postsBaseKey, filters],
    queryFn: ({ pageParam, signal }) => getPosts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    // docs/product.md §4: a page of fewer than 10 posts is the last one; the server says so with hasMore.
    getNextPageParam: (last) => (last.pagination.hasMore ? last.nextCursor : null),
  });
