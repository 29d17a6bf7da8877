import type { ProductReview, ProductReviewInput, ProductReviewPage } from '@otousta/shared/schemas/product-reviews';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const PAGE_SIZE = 5;

/** GET /api/products/{id}/reviews: verified reviews, newest first, with the caller's own and whether they may write. */
export const productReviewsQueryOptions = (productId: string, page = 1) =>
  queryOptions({
    queryKey: ['products', productId, 'reviews', page],
    queryFn: ({ signal }) =>
      api.get<ProductReviewPage>(`/products/${encodeURIComponent(productId)}/reviews`, {
        query: { page, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useProductReviews = (productId: string, page: number) =>
  useQuery(productReviewsQueryOptions(productId, page));

/** The review list and the product's rating and count (on its page and in the catalogue) change together. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['products'] });
};

/** POST /api/products/{id}/reviews, or PUT /api/product-reviews/{id} when editing one's own. */
export function useSaveProductReview(productId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ reviewId, ...input }: ProductReviewInput & { reviewId?: string }) =>
      (reviewId
        ? api.put<{ review: ProductReview }>(`/product-reviews/${encodeURIComponent(reviewId)}`, input)
        : api.post<{ review: ProductReview }>(`/products/${encodeURIComponent(productId)}/reviews`, input)
      ).then((body) => body.review),
    onSuccess: refresh,
  });
}

/** POST /api/product-reviews/{id}/reply: the product's seller answers once. */
export function useReplyToProductReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      api
        .post<{ review: ProductReview }>(`/product-reviews/${encodeURIComponent(reviewId)}/reply`, { reply })
        .then((body) => body.review),
    onSuccess: refresh,
  });
}
