import type { PublicUser } from '@otousta/shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/{id}: a user's public profile (docs/product.md §7). */
export const getBusiness = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ user: PublicUser }>(`/users/${encodeURIComponent(id)}`, { signal }).then((body) => body.user);

export const businessQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['users', 'public', id], queryFn: ({ signal }) => getBusiness(id, { signal }) });

export const useBusiness = (id: string) => useQuery(businessQueryOptions(id));
