import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { startPush } from '../features/push/service-worker';
import { onSessionExpired } from '../lib/api-client';
import { withFlash } from '../lib/flash';
import { getSession } from '../lib/session-store';
import { App } from './app';
import { paths, signInHref } from './paths';
import { queryClient } from './query-client';
import { createRoutes } from './router';
import { SERVER_PAYLOAD_ID, type ServerPayload } from './server-payload';

/** What the server rendered this page with (entry-server.tsx), or null when it sent the plain app shell. */
function serverPayload(): ServerPayload | null {
  const text = document.getElementById(SERVER_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPayload;
  } catch {
    return null;
  }
}

/**
 * Loads the code of the routes the address matches before the first render, so that render draws the page the server
 * drew rather than a loading state (React Router's server-rendering guide).
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Renders the app into #root: hydrates the page the server rendered, or draws it when the server sent the shell. */
export async function start() {
  const container = document.getElementById('root')!;
  let payload = serverPayload();
  const routes = createRoutes(queryClient);
  if (payload) {
    hydrate(queryClient, payload.queries);
    // The server drew the page signed out. A signed-in reader's first render uses the same data, so it matches the
    // markup, and then asks again as themselves (likes, their own newest posts).
    if (getSession()) await queryClient.invalidateQueries({ refetchType: 'none' });
    // Code that cannot load now (a network failure) leaves the page to the browser, which shows its error screen.
    payload = await loadMatchedRoutes(routes).then(
      () => payload,
      () => null,
    );
  } else {
    // A shell page too, so its first render is the page and its header, not an interim header whose state (an open
    // menu) is lost when the page arrives. A failure is left to the router, which shows the error screen.
    await loadMatchedRoutes(routes).catch(() => {});
  }
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : undefined);
  // docs/product.md §7: when the session cannot be refreshed the user lands on the sign-in page.
  onSessionExpired(async (reason) => {
    const { pathname, search } = router.state.location;
    if (pathname === paths.signIn) return;
    // Back to this page once signed in again; a session ended elsewhere (another device, a new password) says so. The
    // text catalogue is fetched here, not with every first page: the failed request has just loaded it already.
    const state =
      reason === 'SESSION_REVOKED'
        ? await import('@otousta/shared/messages/tr').then(
            ({ errorMessages }) => withFlash(errorMessages.SESSION_REVOKED),
            () => undefined,
          )
        : undefined;
    void router.navigate(signInHref(`${pathname}${search}`), { state });
  });
  // A notification click in a tab that is open moves it to the push's page (docs/decisions/023-web-push.md).
  startPush((path) => void router.navigate(path));
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} serverRender={payload?.render ?? null} />
    </StrictMode>
  );
  // As a transition, hydration works in short slices between which the browser can paint and answer input, rather
  // than in one long task; the page is already on screen meanwhile.
  if (payload) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
