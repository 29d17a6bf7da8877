import { useLocation } from 'react-router';

/** The path and query of the page shown now: where to come back to (after signing in, for one). */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
