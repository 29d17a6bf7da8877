import type { OwnUser, Preferences } from '@otousta/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** PATCH /api/users/{id} with the onboarding answers as the user's preferences (docs/product.md §3 'preferences'). */
export const savePreferences = ({ id, preferences }: { id: string; preferences: Preferences }) =>
  api.patch<{ user: OwnUser }>(`/users/${encodeURIComponent(id)}`, { preferences }).then((body) => body.user);

export function useSavePreferences() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: savePreferences, onSuccess: (user) => updateUser(user) });
}
