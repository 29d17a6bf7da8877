import type { Appointment, UpdateAppointmentInput } from '@otousta/shared/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /api/appointments/{id}: confirm, complete, no-show or cancel (with a reason). */
export const updateAppointment = (id: string, input: UpdateAppointmentInput) =>
  api
    .patch<{ appointment: Appointment }>(`/appointments/${encodeURIComponent(id)}`, input)
    .then((body) => body.appointment);

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateAppointmentInput & { id: string }) => updateAppointment(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
