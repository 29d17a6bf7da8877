import type { CheckoutDocuments, CheckoutDocumentsInput } from '@otousta/shared/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/orders/checkout/documents: the Ön Bilgilendirme Formu and Mesafeli Satış Sözleşmesi of each seller's order,
 * filled with the cart, address and payment as they are now — the very text checkout stores. Read like a query: the
 * same input gives the same text.
 */
export const checkoutDocumentsQueryOptions = (input: CheckoutDocumentsInput | undefined) =>
  queryOptions({
    queryKey: ['orders', 'checkout-documents', input],
    queryFn: ({ signal }) =>
      api.post<CheckoutDocuments>('/orders/checkout/documents', input, { signal }).then((body) => body.documents),
    enabled: input !== undefined,
    staleTime: 30_000,
  });

export const useCheckoutDocuments = (input: CheckoutDocumentsInput | undefined) =>
  useQuery(checkoutDocumentsQueryOptions(input));
