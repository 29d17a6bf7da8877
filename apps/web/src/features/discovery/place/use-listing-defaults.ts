import { isCitySlug } from '@otousta/shared/options/cities';
import { useEffect, useState } from 'react';
import { useHydrated, useServerRender } from '../../../lib/server-render';
import { useSession } from '../../../lib/session';
import { roundPosition } from '../hooks/use-geolocation';
import type { ListingDefaults } from '../listing-params';
import { useOnboardingData } from '../onboarding/onboarding-store';

/**
 * The browser's position when the visitor has already allowed the site to know it; never asks (asking waits for a
 * tap on 'Konumum'). Undefined while unknown, refused or not wanted.
 */
function useGrantedPosition(wanted: boolean): string | undefined {
  const [near, setNear] = useState<string>();
  useEffect(() => {
    if (!wanted || !navigator.permissions || !('geolocation' in navigator)) return;
    let live = true;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!live || status.state !== 'granted') return;
        navigator.geolocation.getCurrentPosition(
          (position) => live && setNear(roundPosition(position.coords)),
          () => {},
          { maximumAge: 600_000, timeout: 15_000 },
        );
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? near : undefined;
}

/**
 * Where a list starts when its address names no city (docs/decisions/043-no-silent-city.md): the signed-in user's
 * city, else the device's last choice, else the browser's position if the visitor has allowed it, else all of Türkiye
 * — never a province picked for them. While a server-rendered page is taken over, the device's choice as the server
 * read it from its cookie, so the browser draws the same list first.
 */
export function useListingDefaults(): ListingDefaults {
  const device = useOnboardingData();
  const { user } = useSession();
  const hydrated = useHydrated();
  const server = useServerRender();
  const profileCity = user ? (user.preferences?.city ?? user.city) : undefined;
  const city = (profileCity && isCitySlug(profileCity) ? profileCity : undefined) ?? device.city ?? undefined;
  const vehicleType =
    (user?.userType === 'isletme' ? undefined : user?.preferences?.vehicleType?.[0]) ?? device.vehicleType ?? undefined;
  const near = useGrantedPosition(hydrated && !city);
  if (!hydrated && server) return server.choice;
  return { ...(city ? { city } : near ? { near } : {}), ...(vehicleType ? { vehicleType } : {}) };
}
