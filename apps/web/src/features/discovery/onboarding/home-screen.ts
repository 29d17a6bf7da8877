import { preloadable } from '../../../lib/preloadable';

/** docs/product.md §9: where the onboarding answers are kept. */
export const ONBOARDING_KEY = 'onboardingData';

/**
 * Set while the onboarding is completed, so the server, which cannot read localStorage, leaves the onboarding out of
 * a returning visitor's home page instead of showing it until the browser has its answers.
 */
export const ONBOARDED_COOKIE = 'onboarded';

// A first visit sees only the onboarding and a returning one only the listing, so each loads just its own code.
export const OnboardingScreen = preloadable(() => import('./onboarding').then((m) => m.Onboarding));
export const ListingScreen = preloadable(() => import('../components/listing').then((m) => m.Listing));

/**
 * Loads the code of the home screen this visitor will see, the onboarding or the listing, together with the page's
 * own code instead of after it. A hint only: the store validates what is kept before anything is shown.
 */
export function preloadHomeScreen(): Promise<unknown> {
  if (typeof window === 'undefined') return Promise.resolve();
  let completed = false;
  try {
    completed = JSON.parse(window.localStorage.getItem(ONBOARDING_KEY) ?? 'null')?.isCompleted === true;
  } catch {
    // Unreadable answers: the onboarding will ask again.
  }
  return completed ? ListingScreen.preload() : OnboardingScreen.preload();
}
