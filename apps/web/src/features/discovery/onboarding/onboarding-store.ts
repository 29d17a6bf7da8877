import { isCitySlug } from '@otousta/shared/options/cities';
import { vehicleTypes } from '@otousta/shared/options/vehicles';
import { useSyncExternalStore } from 'react';
import { ONBOARDED_COOKIE, ONBOARDING_KEY } from './home-screen';

/** docs/product.md §3 'Onboarding data', kept under the localStorage key of docs/product.md §9. */
export interface OnboardingData {
  city: string | null;
  vehicleType: string | null;
  isCompleted: boolean;
}

const EMPTY: OnboardingData = { city: null, vehicleType: null, isCompleted: false };
const knownVehicle = (v: unknown): v is string => vehicleTypes.some((t) => t.value === v);

/** What is stored, with anything unknown (a removed city, a hand-edited value) dropped. */
export function parseOnboarding(raw: string | null): OnboardingData {
  if (!raw) return EMPTY;
  try {
    const data = JSON.parse(raw) as Partial<Record<keyof OnboardingData, unknown>>;
    return {
      city: typeof data.city === 'string' && isCitySlug(data.city) ? data.city : null,
      vehicleType: knownVehicle(data.vehicleType) ? data.vehicleType : null,
      isCompleted: data.isCompleted === true,
    };
  } catch {
    return EMPTY;
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: OnboardingData = EMPTY;

function read(): OnboardingData {
  const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(ONBOARDING_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseOnboarding(raw);
  }
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ONBOARDING_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cookie follows the stored answers (see ONBOARDED_COOKIE); a year, like the answers it stands for. */
function syncCookie(data: OnboardingData) {
  if (document.cookie.split('; ').includes(`${ONBOARDED_COOKIE}=1`) === data.isCompleted) return;
  const value = data.isCompleted ? '1; max-age=31536000' : '; max-age=0';
  // The Cookie Store API is missing from browsers the site serves; the value is fixed text.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${ONBOARDED_COOKIE}=${value}; path=/; samesite=lax`;
}

export function writeOnboarding(change: Partial<OnboardingData>) {
  const next = { ...read(), ...change };
  window.localStorage.setItem(ONBOARDING_KEY, JSON.stringify(next));
  syncCookie(next);
  for (const listener of listeners) listener();
}

// Answers kept from before the cookie existed, or a cookie the browser dropped: put it right on the first visit.
if (typeof document !== 'undefined') syncCookie(read());

/** docs/product.md §4: reset clears city and vehicle type and starts onboarding again. */
export const resetOnboarding = () => writeOnboarding(EMPTY);

export const useOnboardingData = () => useSyncExternalStore(subscribe, read, () => EMPTY);
