import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/** A refused request (4xx) fails the same way again, so only network trouble and server errors are retried. */
const isWorthRetrying = (error: unknown) =>
  !isApiError(error) || error.statusCode === 0 || error.statusCode >= 500 || error.statusCode === 429;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 2 && isWorthRetrying(error),
    },
    mutations: { retry: false },
  },
});
