import { useParams } from 'react-router';
import { FitmentEditor } from '../../features/fitment/components/fitment-editor';
import { ProductFormPage } from '../../features/seller/components/product-form-page';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';

export function Component() {
  const { productId } = useParams();
  const { user } = useSession();
  usePageTitle('Ürünü Düzenle');
  return (
    <>
      <ProductFormPage key={productId} productId={productId} />
      {productId && user?.eCommerceIsVerified && <FitmentEditor key={`fitment-${productId}`} productId={productId} />}
    </>
  );
}
