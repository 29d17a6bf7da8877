import type { PublicUser } from '@otousta/shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/{id}: the business a request from its page goes to, to name it above the form. */
export const getAddressee = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ user: PublicUser }>(`/users/${encodeURIComponent(id)}`, { signal }).then((body) => body.user);

export const addresseeQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['quotes', 'addressee', id], queryFn: ({ signal }) => getAddressee(id, { signal }) });

export const useAddressee = (id: string | null) =>
  useQuery({ ...addresseeQueryOptions(id ?? ''), enabled: Boolean(id) });
