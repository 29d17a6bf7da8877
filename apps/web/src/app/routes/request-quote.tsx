import { useVehicles } from '../../features/garage/api/get-vehicles';
import { useSaveVehicle } from '../../features/garage/api/save-vehicle';
import { RequestQuotePage } from '../../features/quotes/components/request-quote-page';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';

/** The quote form with the customer's garage: the two features meet here, not in each other. */
export function Component() {
  usePageTitle('Teklif İste');
  const { user } = useSession();
  const vehicles = useVehicles(user?.userType === 'musteri');
  const save = useSaveVehicle(undefined);
  return <RequestQuotePage garage={{ data: vehicles.data, add: save.mutateAsync }} />;
}
