import type { PushSubscriptionInput } from '@otousta/shared/schemas/push';
import { api } from '../../../lib/api-client';

/** POST /api/push/subscriptions → 204: the signed-in account's pushes come to this browser. */
export const saveSubscription = (subscription: PushSubscriptionInput) =>
  api.post<void>('/push/subscriptions', subscription);
