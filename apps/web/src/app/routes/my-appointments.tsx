import { AppointmentsPage } from '../../features/appointments/components/appointments-page';
import { usePageTitle } from '../../lib/page-title';

export function Component() {
  usePageTitle('Randevularım');
  return <AppointmentsPage />;
}
