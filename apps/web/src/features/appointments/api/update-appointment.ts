import type { Appointment, UpdateAppointmentInput } from '@otousta/shared/schemas/appointments';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** PATCH /api/appointments/{id}: confirm, complete, no-show or cancel (with a reason). */
export const updateAppointment = (id: string, input: UpdateAppointmentInput) =>
  api
    .patch<{ appointment: Appointment }>(`/appointments/${encodeURIComponent(id)}`, input)
    .then((body) => body.appointment);

export function useUpdateAppointment() {
  return useRefreshingMutation(
    ({ id, ...input }: UpdateAppointmentInput & { id: string }) => updateAppointment(id, input),
    ['appointments'],
    'settled',
  );
}
