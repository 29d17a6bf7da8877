import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { FavoriteIds } from '@otousta/shared/schemas/garage';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signInHref } from '../../app/paths';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useHere } from '../../lib/use-here';

type Kind = 'business' | 'product';

/** GET /api/favorites/ids: what the hearts on every card and page show, loaded once per signed-in user. */
export const favoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: ['favorites', 'ids'],
    queryFn: ({ signal }) => api.get<FavoriteIds>('/favorites/ids', { signal }),
    staleTime: 60_000,
  });

const pathOf = (kind: Kind, id: string) =>
  kind === 'business' ? `/favorites/${encodeURIComponent(id)}` : `/favorites/products/${encodeURIComponent(id)}`;
const listOf = (kind: Kind): keyof FavoriteIds => (kind === 'business' ? 'businessIds' : 'productIds');

export interface FavoriteButtonProps {
  kind: Kind;
  id: string;
  /** What is favourited, for the screen reader: 'Usta Oto Servis'. */
  name: string;
  size?: ActionIconProps['size'];
  /** Pushes the heart to the far end of a row. */
  ml?: ActionIconProps['ml'];
  className?: string;
}

/**
 * The heart of business cards, business pages and products (docs/product.md 'Garage, favourites and fitment'): a toggle button
 * (aria-pressed) that fills at once and goes back if the server refuses; a signed-out visitor is sent to sign in
 * and comes back to the page.
 */
export function FavoriteButton({ kind, id, name, size = 'lg', ml, className }: FavoriteButtonProps) {
  const { isSignedIn } = useSession();
  const here = useHere();
  const navigate = useNavigate();
  const client = useQueryClient();
  const options = favoriteIdsQueryOptions();
  const ids = useQuery({ ...options, enabled: isSignedIn });
  const pressed = isSignedIn && (ids.data?.[listOf(kind)].includes(id) ?? false);

  const toggle = useMutation({
    mutationFn: (add: boolean) => (add ? api.put(pathOf(kind, id)) : api.delete(pathOf(kind, id))),
    onMutate: async (add) => {
      await client.cancelQueries({ queryKey: options.queryKey });
      const before = client.getQueryData(options.queryKey);
      client.setQueryData(options.queryKey, (current) => {
        const base = current ?? { businessIds: [], productIds: [] };
        const list = base[listOf(kind)].filter((x) => x !== id);
        return { ...base, [listOf(kind)]: add ? [id, ...list] : list };
      });
      return { before };
    },
    onError: (_error, _add, context) => client.setQueryData(options.queryKey, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: ['favorites'] }),
  });

  const label = pressed ? `${name} favorilerden çıkar` : `${name} favorilere ekle`;
  return (
    <ActionIcon
      variant={pressed ? 'light' : 'default'}
      color="red"
      radius="xl"
      size={size}
      ml={ml}
      style={{ flex: 'none' }}
      className={className}
      aria-pressed={pressed}
      aria-label={isSignedIn ? label : `${name} favorilere eklemek için giriş yapın`}
      title={isSignedIn ? (pressed ? 'Favorilerden çıkar' : 'Favorilere ekle') : 'Favorilere eklemek için giriş yapın'}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!isSignedIn) {
          void navigate(signInHref(here));
          return;
        }
        toggle.mutate(!pressed);
      }}
    >
      {pressed ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );
}
