import type { ReturnRequest } from '@otousta/shared/schemas/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { returnsKey } from './order-returns';

/**
 * One step of a return, each its own endpoint:
 * POST /api/returns/{id}/approve · /reject `{ reason }` · /received (seller) · /escalate `{ note? }` (buyer) ·
 * POST /api/admin/returns/{id}/settle `{ decision, note }` (admin).
 */
export type ReturnStep =
  | { step: 'approve' }
  | { step: 'reject'; reason: string }
  | { step: 'received' }
  | { step: 'escalate'; note?: string }
  | { step: 'settle'; decision: 'approve' | 'reject'; note: string };

export const takeReturnStep = (id: string, { step, ...body }: ReturnStep) =>
  api
    .post<{ return: ReturnRequest }>(
      step === 'settle'
        ? `/admin/returns/${encodeURIComponent(id)}/settle`
        : `/returns/${encodeURIComponent(id)}/${step}`,
      Object.keys(body).length ? body : undefined,
    )
    .then((answer) => answer.return);

export function useReturnStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: ReturnStep) => takeReturnStep(id, step),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: returnsKey });
      // A received parcel puts the stock back.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
