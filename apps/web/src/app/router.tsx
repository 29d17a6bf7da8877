import { localPageRoutes, matchLocalPage } from '@otousta/shared/seo/local-pages';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { businessQueryOptions } from '../features/discovery/api/get-business';
import { serviceProvidersQueryOptions } from '../features/discovery/api/get-service-providers';
import { readListingParams } from '../features/discovery/listing-params';
import { localListingState } from '../features/discovery/local-listing';
import { parseChoiceCookie } from '../features/discovery/onboarding/onboarding-store';
import { hotTagsQueryOptions } from '../features/feed/api/get-hot-tags';
import { feedFilters, postsQueryOptions } from '../features/feed/api/get-posts';
import { productQueryOptions } from '../features/shop/api/get-product';
import { RootFallback, RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { paths } from './paths';
import type { CatalogueHandle } from './routes/catalogue';
import type { InfoPageHandle } from './routes/info-page';

/** A catalogue view of the shop (docs/decisions/014-footer-links-resolve.md): one lazily loaded screen, filtered by the view it is given. */
function catalogue(view: CatalogueHandle['view']): Pick<RouteObject, 'lazy' | 'handle'> {
  return { handle: { view } satisfies CatalogueHandle, lazy: () => import('./routes/catalogue') };
}

/** A footer content page (docs/decisions/014-footer-links-resolve.md), one route module for all of them. */
function info(page: InfoPageHandle['page']): Pick<RouteObject, 'lazy' | 'handle'> {
  return { handle: { page } satisfies InfoPageHandle, lazy: () => import('./routes/info-page') };
}

/** The footer's catalogue views and content pages, each at the path of its own name. */
const catalogueViews = ['categories', 'campaigns', 'newProducts', 'discounted', 'allProducts'] as const;
const infoPages = [
  'commission',
  'support',
  'help',
  'faq',
  'returns',
  'careers',
  'press',
  'privacy',
  'reviewPolicy',
] as const;

/** Keeps the query string, so links carrying filters survive the move. */
const redirectTo =
  (to: string) =>
  ({ request }: { request: Request }) =>
    redirect(`${to}${new URL(request.url).search}`);

/**
 * The data a page shows first. In the browser a route's loader only starts these requests, so they run while the
 * page's code downloads; on the server (`waitForData`) it waits for them, so the page renders with its data.
 */
function dataLoaders(queryClient: QueryClient, waitForData: boolean) {
  const settle = async (requests: Promise<unknown>[]) => {
    if (waitForData) await Promise.all(requests);
    return null;
  };
  return {
    // The home list where the device's cookie says it starts (the browser may move it on: its session, its position).
    home: ({ request }: LoaderFunctionArgs) => {
      if (!waitForData) return null;
      const url = new URL(request.url);
      const { filters, find, page, limit } = readListingParams(
        url.searchParams,
        parseChoiceCookie(request.headers.get('cookie') ?? undefined),
      );
      return settle([queryClient.prefetchQuery(serviceProvidersQueryOptions({ ...filters, ...find, page, limit }))]);
    },
    business: ({ params }: LoaderFunctionArgs) =>
      settle(params.id ? [queryClient.prefetchQuery(businessQueryOptions(params.id))] : []),
    product: ({ params }: LoaderFunctionArgs) =>
      settle(params.id ? [queryClient.prefetchQuery(productQueryOptions(params.id))] : []),
    // A city page's list; a path naming no province is the not-found page, with nothing to load.
    localPage: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const page = matchLocalPage(url.pathname);
      if (!page) return settle([]);
      const { filters, page: number, limit } = localListingState(page, url.searchParams);
      return settle([queryClient.prefetchQuery(serviceProvidersQueryOptions({ ...filters, page: number, limit }))]);
    },
    feed: ({ request }: LoaderFunctionArgs) =>
      settle([
        queryClient.prefetchInfiniteQuery(postsQueryOptions(feedFilters(new URL(request.url).searchParams))),
        queryClient.prefetchQuery(hotTagsQueryOptions()),
      ]),
  };
}

/**
 * docs/product.md §2 and docs/decisions/005-register-redirect.md, 010-landing-page-path.md,
 * 014-footer-links-resolve.md: every route, each page in its own lazily loaded chunk. The browser
 * and the server renderer (entry-server.tsx) build the same table, each with its own query cache.
 */
export function createRoutes(queryClient: QueryClient, { waitForData = false } = {}): RouteObject[] {
  const load = dataLoaders(queryClient, waitForData);
  return [
    {
      Component: RootLayout,
      // Catches what breaks the layout itself; the inner boundary keeps the header and footer for page errors.
      ErrorBoundary: RouteError,
      HydrateFallback: RootFallback,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, loader: load.home, lazy: () => import('./routes/home') },
            { path: paths.landing, lazy: () => import('./routes/landing') },
            { path: paths.feed, loader: load.feed, lazy: () => import('./routes/feed') },
            { path: paths.about, lazy: () => import('./routes/about') },
            { path: paths.contact, lazy: () => import('./routes/contact') },
            { path: paths.admin, lazy: () => import('./routes/admin') },
            { path: paths.register, lazy: () => import('./routes/registration') },
            { path: paths.registerAlias, loader: redirectTo(paths.register) },
            { path: paths.signIn, lazy: () => import('./routes/sign-in') },
            { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password') },
            { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
            { path: paths.verifyEmail, lazy: () => import('./routes/verify-email') },
            { path: paths.messages, lazy: () => import('./routes/messages') },
            { path: paths.notifications, lazy: () => import('./routes/notifications') },
            { path: paths.unsubscribe, lazy: () => import('./routes/unsubscribe') },
            { path: paths.profile, lazy: () => import('./routes/profile') },
            { path: paths.towing, lazy: () => import('./routes/towing') },
            { path: paths.spareParts, ...catalogue('spareParts') },
            { path: paths.shop, lazy: () => import('./routes/shop-home') },
            { path: paths.product, loader: load.product, lazy: () => import('./routes/product') },
            { path: paths.cart, lazy: () => import('./routes/cart') },
            { path: paths.checkout, lazy: () => import('./routes/checkout') },
            { path: paths.myOrders, lazy: () => import('./routes/my-orders') },
            { path: paths.myAppointments, lazy: () => import('./routes/my-appointments') },
            { path: paths.garage, lazy: () => import('./routes/garage') },
            { path: paths.favorites, lazy: () => import('./routes/favorites') },
            { path: paths.sellerPanel, lazy: () => import('./routes/seller-panel') },
            { path: paths.addProduct, lazy: () => import('./routes/add-product') },
            { path: paths.editProduct, lazy: () => import('./routes/edit-product') },
            { path: paths.business, loader: load.business, lazy: () => import('./routes/business') },
            ...catalogueViews.map((view) => ({ path: paths[view], ...catalogue(view) })),
            { path: paths.becomeSeller, lazy: () => import('./routes/become-seller') },
            // docs/decisions/014-footer-links-resolve.md: the footer's 'Satış Paneli' is the seller panel itself.
            { path: paths.sellerPanelAlias, loader: redirectTo(paths.sellerPanel) },
            ...infoPages.map((page) => ({ path: paths[page], ...info(page) })),
            { path: paths.requestQuote, lazy: () => import('./routes/request-quote') },
            { path: paths.myQuotes, lazy: () => import('./routes/my-quotes') },
            { path: paths.quoteInbox, lazy: () => import('./routes/quote-inbox') },
            // Below every page of the app (react-router ranks static segments first): only a province's slug opens one.
            { path: localPageRoutes.city, loader: load.localPage, lazy: () => import('./routes/local-page') },
            { path: localPageRoutes.sector, loader: load.localPage, lazy: () => import('./routes/local-page') },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ];
}
