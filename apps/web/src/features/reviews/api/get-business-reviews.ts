import { REVIEW_LIMITS, type ReviewPage } from '@otousta/shared/schemas/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/reviews/business/{id}?page&limit: newest first, 10 per page (docs/product.md §7, §9). */
export const getBusinessReviews = (businessId: string, page: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ReviewPage>(`/reviews/business/${encodeURIComponent(businessId)}`, {
    query: { page, limit: REVIEW_LIMITS.pageSize },
    signal,
  });

export const businessReviewsQueryOptions = (businessId: string, page: number) =>
  queryOptions({
    queryKey: ['reviews', 'business', businessId, page],
    queryFn: ({ signal }) => getBusinessReviews(businessId, page, { signal }),
    placeholderData: keepPreviousData,
  });

export const useBusinessReviews = (businessId: string, page: number) =>
  useQuery(businessReviewsQueryOptions(businessId, page));
