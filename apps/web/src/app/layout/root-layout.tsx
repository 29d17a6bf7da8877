import { lazy, Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { PageTakenOver } from '../../lib/server-render';
import { useSession } from '../../lib/session';
import { useAfterNavigation } from './after-navigation';
import { FlashNotice } from './flash-notice';
import classes from './root-layout.module.css';
import { RouteMeta } from './route-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Only a signed-in user is offered notifications: a visitor's first page carries none of that code.
const PushPrompt = lazy(() =>
  import('../../features/push/components/push-prompt').then((m) => ({ default: m.PushPrompt })),
);

/** Moves focus to the page after a client-side navigation, so screen readers start at the new content. */
function useFocusOnNavigate(main: React.RefObject<HTMLElement | null>) {
  useAfterNavigation(() => main.current?.focus({ preventScroll: true }));
}

export function RootLayout() {
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  const { isSignedIn } = useSession();

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        İçeriğe geç
      </a>
      {navigation.state === 'loading' && <div className={classes.progress} aria-hidden />}
      <RouteMeta />
      <SiteHeader />
      <main id="main-content" ref={main} tabIndex={-1} className={classes.main}>
        {/* Boundaries let React hydrate a server-rendered page and footer in short steps after the header, instead
            of in one long task that keeps the first tap waiting. */}
        <FlashNotice />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageTakenOver />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      {isSignedIn && (
        <Suspense>
          <PushPrompt />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}

/** While the first page's code loads: the header already in place, so the page only fills in beneath it. */
export function RootFallback() {
  return (
    <div className={classes.shell}>
      <SiteHeader />
      <main className={classes.main}>
        <PageLoader />
      </main>
    </div>
  );
}
