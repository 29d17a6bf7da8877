import type { CreateBlockInput, TimeBlock } from '@otousta/shared/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/appointments/blocks: the business closes a stretch of time to new bookings. */
export const blockTime = (input: CreateBlockInput) =>
  api.post<{ block: TimeBlock }>('/appointments/blocks', input).then((body) => body.block);

export function useBlockTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockTime,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
