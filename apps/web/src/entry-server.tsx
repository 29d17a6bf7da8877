// The server renderer: the API (apps/api/src/plugins/web.ts) loads this module's build (dist/server) and renders the
// public pages' first screen with their data into the HTML it sends; the browser then hydrates it (main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { isAppPath } from '@otousta/shared/seo/app-paths';
import { localPageRoutes } from '@otousta/shared/seo/local-pages';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { paths } from './app/paths';
import { AppProvider } from './app/provider';
import { createServerQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import type { ServerPayload } from './app/server-payload';
import { ONBOARDED_COOKIE, parseChoiceCookie } from './features/discovery/onboarding/onboarding-store';
import { type ApiTransport, setApiTransport } from './lib/api-client';
import type { ServerRender } from './lib/server-render';

export { SERVER_PAYLOAD_ID } from './app/server-payload';

/** The app itself, which index.html's entry loads (main.tsx): its styles are linked and its scripts preloaded. */
export const APP_MODULES = ['src/app/client.tsx'];

/**
 * The pages rendered on the server, each with the source modules its first screen needs: the server links their
 * styles (the build's manifests name the files). Other pages get the shell.
 */
const pages: { path: string; modules: (render: ServerRender) => string[]; appPage?: false }[] = [
  {
    path: paths.home,
    modules: () => ['src/app/routes/home.tsx'],
  },
  { path: paths.business, modules: () => ['src/app/routes/business.tsx'] },
  { path: paths.product, modules: () => ['src/app/routes/product.tsx'] },
  { path: paths.feed, modules: () => ['src/app/routes/feed.tsx'] },
  // What is not a page of the app: a city page, or the not-found page (which a city route draws for an unknown slug).
  { path: localPageRoutes.city, modules: () => ['src/app/routes/local-page.tsx'], appPage: false },
  { path: localPageRoutes.sector, modules: () => ['src/app/routes/local-page.tsx'], appPage: false },
  { path: '*', modules: () => ['src/app/routes/not-found.tsx'], appPage: false },
];

// Each render answers its page's API calls through its own transport, whatever else runs meanwhile.
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = transports.getStore();
  return transport ? transport(path, init) : Promise.reject(new Error('API call outside a server render'));
});

export interface RenderInput {
  /** The page's absolute address. */
  url: string;
  /** The request's Cookie header. */
  cookie: string | undefined;
  /** Answers the page's API calls (paths under /api), as the browser's fetch would. */
  fetch: ApiTransport;
  signal: AbortSignal;
}

export interface RenderOutput {
  /** The markup of #root. */
  html: string;
  /** The ServerPayload as JSON, safe inside a script element. */
  payload: string;
  /** Source modules (as the client build's manifests name them) whose styles the page needs, beyond APP_MODULES. */
  modules: string[];
}

const hasCookie = (header: string | undefined, name: string) =>
  (header ?? '').split(/;\s*/).some((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);

/**
 * The page at `url` rendered signed out (sessions live in the browser), or null when it is not one of the pages
 * above, or its data could not be had: the server then sends the app shell and the browser renders the page itself.
 * Throws when rendering fails.
 */
export function render(input: RenderInput): Promise<RenderOutput | null> {
  return transports.run(input.fetch, () => renderPage(input));
}

async function renderPage({ url, cookie, signal }: RenderInput): Promise<RenderOutput | null> {
  const { pathname } = new URL(url);
  const page = pages.find((p) => matchPath(p.path, pathname) && (p.appPage !== false || !isAppPath(pathname)));
  if (!page) return null;
  const serverRender: ServerRender = {
    renderedAt: Date.now(),
    onboarded: hasCookie(cookie, ONBOARDED_COOKIE),
    choice: parseChoiceCookie(cookie),
  };
  const queryClient = createServerQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient, { waitForData: true }));
  // The cookie tells the home page's loader where the device's list starts.
  const context = await handler.query(new Request(url, { signal, headers: cookie ? { cookie } : {} }));
  if (context instanceof Response || context.errors) return null;
  // A failed request would render an error the browser, with its own retries, might not show.
  if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status !== 'success' }).length) {
    return null;
  }

  let failure: unknown;
  const { prelude } = await prerender(
    <AppProvider queryClient={queryClient} serverRender={serverRender}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProvider>,
    {
      signal,
      // Every part inline, in order: React would otherwise send large parts after the rest with an inline script to
      // move them in place, which the site's Content-Security-Policy does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  // React would leave a failed part to the browser; the whole page falls back to the shell instead.
  if (failure) throw failure;

  const payload: ServerPayload = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrate(queryClient),
    render: serverRender,
  };
  return {
    html,
    // '<' escaped, so no value can close the script element early.
    payload: JSON.stringify(payload).replaceAll('<', '\\u003c'),
    modules: page.modules(serverRender),
  };
}
