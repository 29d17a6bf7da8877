import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A hook that runs its effect after each client-side navigation to a new path, and not for the first page, which the
 * server rendered already right; `useEffectHook` says when in the render it runs.
 */
const afterNavigation =
  (useEffectHook: typeof useEffect) =>
  (effect: (pathname: string) => void): void => {
    const { pathname } = useLocation();
    const first = useRef(true);
    useEffectHook(() => {
      if (first.current) {
        first.current = false;
        return;
      }
      effect(pathname);
    }, [pathname]);
  };

export const useAfterNavigation = afterNavigation(useEffect);
/** Before the pages' own effects, so what a page sets itself wins. */
export const useLayoutAfterNavigation = afterNavigation(useLayoutEffect);
