import type { Review, ReviewPage } from '@otousta/shared/schemas/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/reviews/user/{me}?businessId=…: the signed-in user's review of one business, or null (docs/product.md §4 'Review'). */
export const getMyReview = (reviewerId: string, businessId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api
    .get<ReviewPage>(`/reviews/user/${encodeURIComponent(reviewerId)}`, { query: { businessId, limit: 1 }, signal })
    .then((body): Review | null => body.reviews[0] ?? null);

export const myReviewQueryOptions = (reviewerId: string, businessId: string) =>
  queryOptions({
    queryKey: ['reviews', 'mine', reviewerId, businessId],
    queryFn: ({ signal }) => getMyReview(reviewerId, businessId, { signal }),
  });

export const useMyReview = (reviewerId: string | null, businessId: string) =>
  useQuery({ ...myReviewQueryOptions(reviewerId ?? '', businessId), enabled: Boolean(reviewerId) });
