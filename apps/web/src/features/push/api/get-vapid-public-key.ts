import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/push/vapid-public-key: the key this site's pushes are signed with, which a browser subscribes with. */
export const getVapidPublicKey = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ publicKey: string }>('/push/vapid-public-key', { signal, auth: false }).then((body) => body.publicKey);

export const vapidPublicKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'vapid-public-key'],
    queryFn: ({ signal }) => getVapidPublicKey({ signal }),
    // It changes only with the server's configuration.
    staleTime: Number.POSITIVE_INFINITY,
  });
