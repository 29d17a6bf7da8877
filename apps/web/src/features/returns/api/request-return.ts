import type { ReturnRequest, ReturnRequestInput } from '@otousta/shared/schemas/returns';
import { api } from '../../../lib/api-client';
import { jsonForm } from '../../../lib/json-form';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
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
  const form = jsonForm('returnData', data, 'photos', photos);
  return api
    .post<{ return: ReturnRequest }>(`/orders/${encodeURIComponent(orderId)}/returns`, form)
    .then((body) => body.return);
};

export function useRequestReturn() {
  return useRefreshingMutation(requestReturn, returnsKey);
}
