import type { ContactMessage, ContactMessageInput } from '@otousta/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/contact (docs/decisions/011-contact-form-sends.md): the form really sends. */
export const sendContactMessage = (input: ContactMessageInput) =>
  api.post<{ message: string; contactMessage: ContactMessage }>('/contact', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
