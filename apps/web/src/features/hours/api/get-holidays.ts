import type { Holiday } from '@otousta/shared/schemas/hours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/hours/holidays?year=: Turkey's public holidays, day by day, offered as closures. */
export const getHolidays = (year: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ holidays: Holiday[] }>(`/hours/holidays?year=${year}`, { signal }).then((body) => body.holidays);

export const holidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['hours', 'holidays', year],
    queryFn: ({ signal }) => getHolidays(year, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useHolidays = (year: number) => useQuery(holidaysQueryOptions(year));
