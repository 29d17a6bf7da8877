import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

/**
 * What the server knew when it rendered the page (entry-server.tsx). The browser's first render, which hydrates that
 * HTML, must draw exactly the same, so it reads these instead of its own clock and storage until hydration is done.
 */
export interface ServerRender {
  /** When the server rendered the page (ms since the epoch): relative dates count from it. */
  renderedAt: number;
  /** The visitor has answered or closed the welcome helper (its cookie): the home page leaves it out. */
  onboarded: boolean;
  /** The device's last city and vehicle type (their cookie): where the home list starts. */
  choice: { city?: string; vehicleType?: string };
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The server's render of this page, or null when the page was drawn by the browser alone. */
export const useServerRender = () => useContext(ServerRenderContext);

const noSubscription = () => () => {};

/**
 * False while a page is rendered on the server and while the browser hydrates it; true from then on (and at once on
 * a page the browser draws alone). React redraws with true right after hydration, so what only the browser knows
 * (the visitor's clock, time zone, stored answers) shows then, without a mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The site's readers are in Turkey; the server cannot know a reader's own zone. */
const SERVER_TIME_ZONE = 'Europe/Istanbul';

/** The clock dates are shown against: the server's (in Turkish time) until hydration is done, then the reader's. */
export function useDisplayClock(): { now: Date; timeZone: string | undefined } {
  const hydrated = useHydrated();
  const server = useServerRender();
  if (!hydrated && server) return { now: new Date(server.renderedAt), timeZone: SERVER_TIME_ZONE };
  return { now: new Date(), timeZone: undefined };
}

/**
 * Placed after the page in its Suspense boundary, which React hydrates after the header: marks a server-rendered page
 * taken over (#root drops the aria-disabled of apps/api/src/modules/seo/seo.head.ts) once the page is hydrated and
 * redrawn with what only the browser knows (the session, stored answers), so nothing is remounted under a first click.
 */
export function PageTakenOver() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.getElementById('root')?.removeAttribute('aria-disabled');
  }, [hydrated]);
  return null;
}
