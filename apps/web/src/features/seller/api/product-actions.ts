import type { ProductStatus } from '@otousta/shared/options/shop';
import type { Product } from '@otousta/shared/schemas/shop';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whatever lists or shows products changes with a seller's edit: their list, the catalogue, the stats. */
export function invalidateProducts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['seller'] });
  void queryClient.invalidateQueries({ queryKey: ['products'] });
}

/** PATCH /api/products/{id}/status { status }: 'Aktif' / 'Pasif' (docs/product.md §4). */
export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ProductStatus }) =>
      api.patch<{ success: boolean; message: string; product: Product }>(`/products/${encodeURIComponent(id)}/status`, {
        status,
      }),
    onSuccess: () => invalidateProducts(queryClient),
  });
}

/** DELETE /api/products/{id}. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: boolean; message: string }>(`/products/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateProducts(queryClient),
  });
}
