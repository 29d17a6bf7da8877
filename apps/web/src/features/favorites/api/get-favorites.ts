import type { FavoriteBusiness } from '@otousta/shared/schemas/garage';
import type { Product } from '@otousta/shared/schemas/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Favorites {
  businesses: FavoriteBusiness[];
  products: Product[];
}

/** GET /api/favorites: the signed-in user's favourite businesses and products, newest first. */
export const getFavorites = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Favorites>('/favorites', { signal });

// Under ['favorites'], so a heart's toggle (which invalidates ['favorites']) refreshes this list too.
export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: ['favorites', 'list'], queryFn: ({ signal }) => getFavorites({ signal }) });

export const useFavorites = (enabled: boolean) => useQuery({ ...favoritesQueryOptions(), enabled });
