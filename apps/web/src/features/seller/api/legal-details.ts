import type { SellerLegalDetails, SellerLegalDetailsInput } from '@otousta/shared/schemas/seller-legal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/seller/legal-details: the seller's trade title, tax office and address, or null before they are given. */
export const legalDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['seller', 'legal-details'],
    queryFn: ({ signal }) =>
      api
        .get<{ legalDetails: SellerLegalDetails | null }>('/seller/legal-details', { signal })
        .then((body) => body.legalDetails),
  });

export const useLegalDetails = () => useQuery(legalDetailsQueryOptions());

/** PUT /api/seller/legal-details. */
export function useSaveLegalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerLegalDetailsInput) =>
      api.put<{ legalDetails: SellerLegalDetails }>('/seller/legal-details', input).then((body) => body.legalDetails),
    onSuccess: (saved) => queryClient.setQueryData(legalDetailsQueryOptions().queryKey, saved),
  });
}
