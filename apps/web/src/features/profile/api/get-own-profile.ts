import type { OwnUser } from '@otousta/shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/profile/complete: the signed-in user's full profile (docs/product.md §7). */
export const getOwnProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ user: OwnUser }>('/users/profile/complete', { signal }).then((body) => body.user);

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'profile', 'complete'],
    queryFn: ({ signal }) => getOwnProfile({ signal }),
  });

export const useOwnProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...ownProfileQueryOptions(), enabled });
