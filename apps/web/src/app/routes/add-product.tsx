import { ProductFormPage } from '../../features/seller/components/product-form-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Ürün Ekle');
  return <ProductFormPage />;
}
