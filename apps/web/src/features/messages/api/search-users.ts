import type { PublicUser } from '@otousta/shared/schemas/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** GET /api/users/search?q=: people to start a chat with ('Yeni Sohbet'). */
export const searchUsers = (q: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ users: PublicUser[] }>('/users/search', { signal, query: { q, limit: 10 } }).then((body) => body.users);

export const userSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: messagesKeys.userSearch(q),
    queryFn: ({ signal }) => searchUsers(q, { signal }),
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (q: string) => useQuery({ ...userSearchQueryOptions(q), enabled: q.trim().length >= 2 });
