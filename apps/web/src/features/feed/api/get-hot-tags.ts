import { POST_LIMITS } from '@otousta/shared/options/posts';
import type { HotTag } from '@otousta/shared/schemas/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/posts/hot-tags: the most used tags of the recent weeks, 10 by default (docs/product.md §9). */
export const getHotTags = (limit: number = POST_LIMITS.hotTags, signal?: AbortSignal) =>
  api.get<{ tags: HotTag[] }>('/posts/hot-tags', { query: { limit }, signal }).then((body) => body.tags);

export const hotTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['posts', 'hot-tags'],
    queryFn: ({ signal }) => getHotTags(POST_LIMITS.hotTags, signal),
    staleTime: 60_000,
  });

export const useHotTags = () => useQuery(hotTagsQueryOptions());
