import { SignedOutNotice } from '../../components/ui/signed-out-notice';
import { GaragePage } from '../../features/garage/components/garage-page';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { fitsHref, vehicleQuoteHref, vehicleServicesHref } from '../paths';

export function Component() {
  usePageTitle('Araçlarım');
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <SignedOutNotice title="Araçlarım" text="Araçlarınızı görmek için giriş yapın." />;
  return <GaragePage searchHref={fitsHref} quoteHref={vehicleQuoteHref} servicesHref={vehicleServicesHref} />;
}
