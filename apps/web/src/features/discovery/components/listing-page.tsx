import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../../../lib/session';
import { loadListing, loadOnboarding } from '../onboarding/home-screen';
import { useOnboarding } from '../onboarding/use-onboarding';

// A first visit sees only the onboarding and a returning one only the listing, so each loads just its own code.
const Onboarding = lazy(() => loadOnboarding().then((m) => ({ default: m.Onboarding })));
const Listing = lazy(() => loadListing().then((m) => ({ default: m.Listing })));

/** Home (spec §2): onboarding until it is completed, then the business listing. */
export function ListingPage() {
  const onboarding = useOnboarding();
  const { isSignedIn } = useSession();
  return (
    <Suspense fallback={<PageLoader />}>
      {onboarding.data.isCompleted ? (
        <Listing defaultCity={onboarding.data.city ?? undefined} onResetOnboarding={onboarding.reset} />
      ) : (
        <Onboarding
          key={isSignedIn ? 'in' : 'out'}
          onCity={onboarding.chooseCity}
          onVehicle={onboarding.chooseVehicle}
          onSkip={onboarding.complete}
        />
      )}
    </Suspense>
  );
}
