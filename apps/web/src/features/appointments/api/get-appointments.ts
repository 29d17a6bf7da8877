import type { AppointmentList } from '@otousta/shared/schemas/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Side = 'customer' | 'business';

/** GET /api/appointments?as=&from=&to=: the caller's appointments (and, as a business, its blocked times). */
export const getAppointments = (side: Side, from: string, to: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<AppointmentList>(`/appointments?as=${side}&from=${from}&to=${to}`, { signal });

export const appointmentsQueryOptions = (side: Side, from: string, to: string) =>
  queryOptions({
    queryKey: ['appointments', 'own', side, from, to],
    queryFn: ({ signal }) => getAppointments(side, from, to, { signal }),
    staleTime: 0,
  });

export const useAppointments = (side: Side, from: string, to: string) =>
  useQuery(appointmentsQueryOptions(side, from, to));
