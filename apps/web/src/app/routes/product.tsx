import { useParams } from 'react-router';
import { ProductPage } from '../../features/shop/components/product-page';

export function Component() {
  const { id = '' } = useParams();
  return <ProductPage key={id} id={id} />;
}
