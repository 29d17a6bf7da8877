import { useHydrated, useServerRender } from '../../../lib/server-render';
import { WelcomeHelper } from '../onboarding/onboarding';
import { useOnboarding } from '../onboarding/use-onboarding';
import { useListingDefaults } from '../place/use-listing-defaults';
import { Listing } from './listing';

/**
 * Home (docs/product.md §2 'Home'): the search, the emergency button and the listing at once, for every visitor; the
 * welcome helper above the list until it is answered or closed. The server renders all of it; it leaves the helper
 * out when the visitor's cookie says it is done.
 */
export function ListingPage() {
  const onboarding = useOnboarding();
  const defaults = useListingDefaults();
  const hydrated = useHydrated();
  const server = useServerRender();
  const helper = !hydrated && server ? !server.onboarded : !onboarding.answered;
  return (
    <Listing defaults={defaults}>
      {helper && <WelcomeHelper onVehicle={onboarding.chooseVehicle} onDismiss={onboarding.dismiss} />}
    </Listing>
  );
}
