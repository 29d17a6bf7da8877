import { useParams } from 'react-router';
import { FitmentVerdict } from '../../features/fitment/components/fitment-verdict';
import { useVehicles } from '../../features/garage/api/get-vehicles';
import { ProductPage } from '../../features/shop/components/product-page';
import { useSession } from '../../lib/session';

export function Component() {
  const { id = '' } = useParams();
  const { isSignedIn } = useSession();
  const vehicles = useVehicles(isSignedIn);
  // The answer for the newest garage vehicle; the buyer may pick another.
  const fitment = <FitmentVerdict key={id} productId={id} vehicles={vehicles.data ?? []} />;
  return <ProductPage key={id} id={id} fitment={fitment} />;
}
