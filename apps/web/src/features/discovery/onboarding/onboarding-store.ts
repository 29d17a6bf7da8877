import { isCitySlug } from '@otousta/shared/options/cities';
import { vehicleTypes } from '@otousta/shared/options/vehicles';
import { useSyncExternalStore } from 'react';

/** docs/product.md §9: where the welcome helper's answers and the device's last city are kept. */
export const ONBOARDING_KEY = 'onboardingData';

/** Set once the welcome helper is answered or closed, so the server leaves it out of the home page it renders. */
export const ONBOARDED_COOKIE = 'onboarded';

/**
 * The device's city and vehicle type ('istanbul,araba'), so the server renders the home list this browser will show
 * (docs/decisions/043-no-silent-city.md); the server cannot read localStorage.
 */
export const CHOICE_COOKIE = 'tercih';

/** The city and vehicle type a `tercih` cookie names, each only when it is a known one. */
export function parseChoiceCookie(header: string | undefined): { city?: string; vehicleType?: string } {
  const pair = (header ?? '').split(/;\s*/).find((p) => p.startsWith(`${CHOICE_COOKIE}=`));
  const [city, vehicleType] = decodeURIComponent(pair?.slice(CHOICE_COOKIE.length + 1) ?? '').split(',');
  return {
    ...(city && isCitySlug(city) ? { city } : {}),
    ...(vehicleType && knownVehicle(vehicleType) ? { vehicleType } : {}),
  };
}

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

const cookie = (name: string, value: string | null) =>
  // The Cookie Store API is missing from browsers the site serves; the values are known slugs.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  (document.cookie = `${name}=${value === null ? '; max-age=0' : `${encodeURIComponent(value)}; max-age=31536000`}; path=/; samesite=lax`);

/** The value of cookie `name` in this document, or null. */
const cookieValue = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null;

/** The cookies follow the stored answers (see ONBOARDED_COOKIE, CHOICE_COOKIE); a year, like the answers. */
function syncCookie(data: OnboardingData) {
  const done = data.isCompleted ? '1' : null;
  if (cookieValue(ONBOARDED_COOKIE) !== done) cookie(ONBOARDED_COOKIE, done);
  const choice = data.city || data.vehicleType ? `${data.city ?? ''},${data.vehicleType ?? ''}` : null;
  if (cookieValue(CHOICE_COOKIE) !== (choice && encodeURIComponent(choice))) cookie(CHOICE_COOKIE, choice);
}

export function writeOnboarding(change: Partial<OnboardingData>) {
  const next = { ...read(), ...change };
  window.localStorage.setItem(ONBOARDING_KEY, JSON.stringify(next));
  syncCookie(next);
  for (const listener of listeners) listener();
}

// Answers kept from before the cookie existed, or a cookie the browser dropped: put it right on the first visit.
if (typeof document !== 'undefined') syncCookie(read());

export const useOnboardingData = () => useSyncExternalStore(subscribe, read, () => EMPTY);
