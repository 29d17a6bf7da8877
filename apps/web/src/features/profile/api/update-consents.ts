import type { ConsentsUpdate } from '@otousta/shared/schemas/account';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { api } from '../../../lib/api-client';
import { useOwnUserChange } from './own-user-change';

/** PUT /api/users/me/consents { marketingConsent } → { user }: gives or withdraws marketing e-mail consent. */
export const updateConsents = (input: ConsentsUpdate) =>
  api.put<{ user: OwnUser }>('/users/me/consents', input).then((body) => body.user);

export const useUpdateConsents = () => useOwnUserChange(updateConsents);
