import type { OwnUser } from '@otousta/shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { replaceUser } from '../../../lib/session-store';

/**
 * GET /api/auth/profile, read again when the seller area opens: an admin may have approved the application since
 * the session began, and the stored user would still say 'Beklemede'.
 */
export function useRefreshSellerStatus() {
  const { user } = useSession();
  const query = useQuery({
    queryKey: ['seller', 'status', user?.id],
    queryFn: ({ signal }) => api.get<{ user: OwnUser }>('/auth/profile', { signal }).then((body) => body.user),
    enabled: Boolean(user),
    staleTime: 0,
  });
  useEffect(() => {
    if (query.data) replaceUser(query.data);
  }, [query.data]);
  return query;
}
