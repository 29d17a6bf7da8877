import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useHydrated, useServerRender } from '../../../lib/server-render';
import { useSession } from '../../../lib/session';
import { namesListingFilters } from '../listing-link';
import { ListingScreen, OnboardingScreen } from '../onboarding/home-screen';
import { useOnboarding } from '../onboarding/use-onboarding';

/**
 * Home (docs/product.md §2): onboarding until it is completed, then the business listing. The onboarding asks a
 * customer's questions, so it never stands in the way of a signed-in business, nor of a link that names the list to
 * show (`/?city=istanbul&sector=cekici`).
 */
export function ListingPage() {
  const onboarding = useOnboarding();
  const { user } = useSession();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const server = useServerRender();
  const business = user?.userType === 'isletme';
  const completed = onboarding.data.isCompleted;
  // The server cannot read the stored answers: a returning visitor's page waits for the browser's own copy of them.
  if (!hydrated && server?.onboarded) return <PageLoader />;
  // Each screen has its own boundary: one rendered on the server is replaced, not half-hydrated, when it changes.
  if (completed || business || namesListingFilters(params)) {
    const defaults = business
      ? { city: user.city }
      : { city: onboarding.data.city ?? undefined, vehicleType: onboarding.data.vehicleType ?? undefined };
    return (
      <Suspense key="listing" fallback={<PageLoader />}>
        <ListingScreen defaults={defaults} onResetOnboarding={completed && !business ? onboarding.reset : undefined} />
      </Suspense>
    );
  }
  return (
    <Suspense key="onboarding" fallback={<PageLoader />}>
      <OnboardingScreen
        onCity={onboarding.chooseCity}
        onVehicle={onboarding.chooseVehicle}
        onSkip={onboarding.complete}
      />
    </Suspense>
  );
}
