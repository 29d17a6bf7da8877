import type { AccountSession } from '@otousta/shared/schemas/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/auth/sessions: the devices the account is signed in on, this one marked `current`. */
export const getSessions = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ sessions: AccountSession[] }>('/auth/sessions', { signal }).then((body) => body.sessions);

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'],
    queryFn: ({ signal }) => getSessions({ signal }),
    // Last-used times move whenever another device refreshes its tokens.
    staleTime: 0,
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
