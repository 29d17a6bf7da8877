import type { ProfileUpdateInput } from '@otousta/shared/schemas/profile';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { api } from '../../../lib/api-client';
import { useOwnUserChange } from './own-user-change';

/** PATCH /api/users/{id} with the changed profile fields → { user } (docs/product.md §7). */
export const updateProfile = ({ id, changes }: { id: string; changes: ProfileUpdateInput }) =>
  api.patch<{ user: OwnUser }>(`/users/${encodeURIComponent(id)}`, changes).then((body) => body.user);

export const useUpdateProfile = () => useOwnUserChange(updateProfile);
