import type { Address, Place } from '@otousta/shared/schemas/geo';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { formatCoordinate, type LatLng } from './map-config';

/**
 * 'Çankaya, Ankara' for a district, 'Ankara' for a province: district names repeat across provinces and a central
 * district may share its province's name, so the pair keys a suggestion uniquely.
 */
export const placeLabel = (place: Place): string =>
  place.district ? `${place.district}, ${place.province}` : place.name;

export const searchPlacesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['geo', 'search', q],
    queryFn: ({ signal }) => api.get<{ places: Place[] }>('/geo/search', { query: { q }, signal, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    // A failing search disables the box (docs/product.md §8); retrying would only keep the user waiting for that.
    retry: false,
  });

export const reverseGeocodeQueryOptions = (point: LatLng) => {
  // Six decimals is what the user sees and what a cached answer is keyed by (about 10 cm).
  const lat = formatCoordinate(point.lat);
  const lng = formatCoordinate(point.lng);
  return queryOptions({
    queryKey: ['geo', 'reverse', lat, lng],
    queryFn: ({ signal }) => api.get<Address>('/geo/reverse', { query: { lat, lng }, signal, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
};

/** A point outside Turkey, where no business may be placed (the server answers 400 OUTSIDE_TURKEY). */
export const isOutsideTurkey = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'OUTSIDE_TURKEY';
