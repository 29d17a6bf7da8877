import { AppointmentsPage } from '../../features/appointments/components/appointments-page';
import { ReviewInvite } from '../../features/reviews/components/review-invite';
import { usePageTitle } from '../../lib/page-title';

/** The appointments, with the reviews feature's 'Değerlendir' on completed jobs: the two features meet here. */
export function Component() {
  usePageTitle('Randevularım');
  return <AppointmentsPage reviewAction={(businessId) => <ReviewInvite businessId={businessId} />} />;
}
