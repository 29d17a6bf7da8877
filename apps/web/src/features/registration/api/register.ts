import type { RegistrationPayloadInput } from '@otousta/shared/schemas/registration';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface RegisterInput {
  userData: RegistrationPayloadInput;
  photos: readonly File[];
}

/** POST /api/users/register-with-photos: `userData` as JSON beside the photo files (docs/product.md §7). */
export function register({ userData, photos }: RegisterInput): Promise<{ user: OwnUser }> {
  const form = new FormData();
  form.append('userData', JSON.stringify(userData));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return api.post<{ user: OwnUser }>('/users/register-with-photos', form, { auth: false });
}

export const useRegister = () => useMutation({ mutationFn: register });
