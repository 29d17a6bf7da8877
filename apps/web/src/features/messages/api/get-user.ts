import type { PublicUser } from '@otousta/shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './keys';

/** GET /api/users/{id}: whom a new chat is with, when only their id came along (?userId=). */
export const getUser = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ user: PublicUser }>(`/users/${encodeURIComponent(id)}`, { signal }).then((body) => body.user);

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: messagesKeys.user(id), queryFn: ({ signal }) => getUser(id, { signal }) });

export const useUser = (id: string | null) => useQuery({ ...userQueryOptions(id ?? ''), enabled: !!id });
