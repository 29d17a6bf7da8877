import type { ReturnRequest, ReturnRequestInput } from '@otousta/shared/schemas/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { returnsKey } from './order-returns';

/** POST /api/orders/{id}/returns: multipart `returnData` (JSON) + up to 5 `photos`. */
export const requestReturn = ({
  orderId,
  data,
  photos,
}: {
  orderId: string;
  data: ReturnRequestInput;
  photos: readonly File[];
}) => {
  const form = new FormData();
  form.append('returnData', JSON.stringify(data));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return api
    .post<{ return: ReturnRequest }>(`/orders/${encodeURIComponent(orderId)}/returns`, form)
    .then((body) => body.return);
};

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}
