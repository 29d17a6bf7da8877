import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { BookAppointment } from '../../features/appointments/components/book-appointment';
import { businessQueryOptions } from '../../features/discovery/api/get-business';
import { BusinessProfilePage } from '../../features/discovery/components/business-profile-page';
import { SetupNudge } from '../../features/setup/components/setup-nudge';
import { useSession } from '../../lib/session';

// The reviews tab is not the first one shown, so its code (form, rating, dialogs) loads when it is opened.
const ReviewsSection = lazy(() =>
  import('../../features/reviews/components/reviews-section').then((m) => ({ default: m.ReviewsSection })),
);

/** The business page with its reviews: the two features meet here, not in each other. */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { user } = useSession();
  return (
    <BusinessProfilePage
      id={id}
      // Only the business itself is told what its setup misses; a visitor's page asks nothing more.
      ownerNote={(business) => (user?.id === business.id ? <SetupNudge businessId={business.id} /> : null)}
      action={(business) => <BookAppointment business={business} />}
      reviews={(business) => (
        <Suspense fallback={<PageLoader />}>
          <ReviewsSection
            businessId={business.id}
            // A review changes the business's rating and count shown in the header.
            onChanged={() => void queryClient.invalidateQueries({ queryKey: businessQueryOptions(id).queryKey })}
          />
        </Suspense>
      )}
    />
  );
}
