import type { Appointment, CreateAppointmentInput } from '@otousta/shared/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/appointments: asks the business for a slot. */
export const createAppointment = (input: CreateAppointmentInput) =>
  api.post<{ appointment: Appointment }>('/appointments', input).then((body) => body.appointment);

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    // A full slot or a new booking changes the free places and the caller's list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
