import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/geo/districts?city=: the districts of a province, alphabetical, from the offline gazetteer. */
export const getDistricts = (city: string, { signal }: { signal?: AbortSignal } = {}) =>
  api
    .get<{ districts: { name: string }[] }>('/geo/districts', { query: { city }, signal })
    .then((body) => body.districts.map((district) => district.name));

export const districtsQueryOptions = (city: string) =>
  queryOptions({
    queryKey: ['geo', 'districts', city],
    queryFn: ({ signal }) => getDistricts(city, { signal }),
    // A release changes the list, nothing else.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The districts of a province (its slug); idle until a province is chosen. */
export const useDistricts = (city: string | undefined) =>
  useQuery({ ...districtsQueryOptions(city ?? ''), enabled: Boolean(city) });
