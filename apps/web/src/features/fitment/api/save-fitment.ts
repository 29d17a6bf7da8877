import type { Fitment, FitmentInput } from '@otousta/shared/schemas/garage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fitmentQueryOptions } from './get-fitment';

/** PUT /api/products/{id}/fitment: replaces the part's vehicles and OEM numbers (its seller only). */
export const saveFitment = (productId: string, input: FitmentInput) =>
  api.put<{ fitment: Fitment }>(`/products/${encodeURIComponent(productId)}/fitment`, input).then((b) => b.fitment);

export function useSaveFitment(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FitmentInput) => saveFitment(productId, input),
    onSuccess: (fitment) => client.setQueryData(fitmentQueryOptions(productId).queryKey, fitment),
  });
}
