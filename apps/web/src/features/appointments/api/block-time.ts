import type { CreateBlockInput, TimeBlock } from '@otousta/shared/schemas/appointments';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/appointments/blocks: the business closes a stretch of time to new bookings. */
export const blockTime = (input: CreateBlockInput) =>
  api.post<{ block: TimeBlock }>('/appointments/blocks', input).then((body) => body.block);

export function useBlockTime() {
  return useRefreshingMutation(blockTime, ['appointments']);
}
