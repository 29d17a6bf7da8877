import { useParams } from 'react-router';
import { ProductFormPage } from '../../features/seller/components/product-form-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  const { productId } = useParams();
  usePageTitle('Ürünü Düzenle');
  return <ProductFormPage key={productId} productId={productId} />;
}
