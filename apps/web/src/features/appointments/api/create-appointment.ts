import type { Appointment, CreateAppointmentInput } from '@otousta/shared/schemas/appointments';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/appointments: asks the business for a slot. */
export const createAppointment = (input: CreateAppointmentInput) =>
  api.post<{ appointment: Appointment }>('/appointments', input).then((body) => body.appointment);

export function useCreateAppointment() {
  // A full slot or a new booking changes the free places and the caller's list.
  return useRefreshingMutation(createAppointment, ['appointments'], 'settled');
}
