import type { RegistrationPayloadInput } from '@otousta/shared/schemas/registration';
import type { OwnUser } from '@otousta/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jsonForm } from '../../../lib/json-form';

export interface RegisterInput {
  userData: RegistrationPayloadInput;
  photos: readonly File[];
}

/** POST /api/users/register-with-photos: `userData` as JSON beside the photo files (docs/product.md §7). */
export function register({ userData, photos }: RegisterInput): Promise<{ user: OwnUser }> {
  const form = jsonForm('userData', userData, 'photos', photos);
  return api.post<{ user: OwnUser }>('/users/register-with-photos', form, { auth: false });
}

export const useRegister = () => useMutation({ mutationFn: register });
