/** Spec §9: where the onboarding answers are kept. */
export const ONBOARDING_KEY = 'onboardingData';

export const loadOnboarding = () => import('./onboarding');
export const loadListing = () => import('../components/listing');

/**
 * Starts loading the code of the home screen this visitor will see, the onboarding or the listing, together with the
 * page's own code instead of after it. A hint only: the store validates what is kept before anything is shown.
 */
export function preloadHomeScreen() {
  let completed = false;
  try {
    completed = JSON.parse(window.localStorage.getItem(ONBOARDING_KEY) ?? 'null')?.isCompleted === true;
  } catch {
    // Unreadable answers: the onboarding will ask again.
  }
  void (completed ? loadListing() : loadOnboarding());
}
