import type { Product, ProductInput } from '@otousta/shared/schemas/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jsonForm } from '../../../lib/json-form';
import { invalidateProducts } from './product-actions';

interface ProductAnswer {
  success: boolean;
  message: string;
  product?: Product;
}

const productForm = (data: ProductInput, photos: readonly File[]) => jsonForm('productData', data, 'photos', photos);

/** An answer with `success: false` is a failure with the server's message (docs/product.md §8 'Products'). */
function checked(answer: ProductAnswer): ProductAnswer {
  if (!answer.success) throw new Error(answer.message);
  return answer;
}

/** POST /api/products: multipart `productData` JSON + `photos` → { success, message, product }. */
export const createProduct = ({ data, photos }: { data: ProductInput; photos: readonly File[] }) =>
  api.post<ProductAnswer>('/products', productForm(data, photos)).then(checked);

/**
 * PUT /api/products/{id}: the same multipart shape; `keepPhotos` lists the saved photos that stay, `photos` are
 * the new ones.
 */
export const updateProduct = ({ id, data, photos }: { id: string; data: ProductInput; photos: readonly File[] }) =>
  api.put<ProductAnswer>(`/products/${encodeURIComponent(id)}`, productForm(data, photos)).then(checked);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateProducts(queryClient) });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateProducts(queryClient) });
}
