import { Suspense } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { useHydrated, useServerRender } from '../../../lib/server-render';
import { ListingScreen, OnboardingScreen } from '../onboarding/home-screen';
import { useOnboarding } from '../onboarding/use-onboarding';

/** Home (spec §2): onboarding until it is completed, then the business listing. */
export function ListingPage() {
  const onboarding = useOnboarding();
  const hydrated = useHydrated();
  const server = useServerRender();
  // The server cannot read the stored answers: a returning visitor's page waits for the browser's own copy of them.
  if (!hydrated && server?.onboarded) return <PageLoader />;
  // Each screen has its own boundary: one rendered on the server is replaced, not half-hydrated, when it changes.
  return onboarding.data.isCompleted ? (
    <Suspense key="listing" fallback={<PageLoader />}>
      <ListingScreen defaultCity={onboarding.data.city ?? undefined} onResetOnboarding={onboarding.reset} />
    </Suspense>
  ) : (
    <Suspense key="onboarding" fallback={<PageLoader />}>
      <OnboardingScreen
        onCity={onboarding.chooseCity}
        onVehicle={onboarding.chooseVehicle}
        onSkip={onboarding.complete}
      />
    </Suspense>
  );
}
