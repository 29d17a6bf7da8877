import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/** A refused request (4xx) fails the same way again, so only network trouble and server errors are retried. */
const isWorthRetrying = (error: unknown) =>
  !isApiError(error) || error.statusCode === 0 || error.statusCode >= 500 || error.statusCode === 429;

const defaults = { staleTime: 30_000, refetchOnWindowFocus: false } as const;

/** The browser's one query cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { ...defaults, retry: (failureCount, error) => failureCount < 2 && isWorthRetrying(error) },
    mutations: { retry: false },
  },
});

/**
 * One page render's cache on the server. It never retries: a page whose data fails is sent as the plain app shell at
 * once, and the browser asks again itself.
 */
export const createServerQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...defaults, retry: false }, mutations: { retry: false } } });
