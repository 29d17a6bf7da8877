import type { Participant } from '@otousta/shared/schemas/messages';
import type { PublicUser } from '@otousta/shared/schemas/user';
import { api } from '../../../lib/api-client';

/** GET /api/users/{id}: the person a new chat would be with, shown before the first message exists. */
export const getChatPartner = (id: string): Promise<Participant> =>
  api.get<{ user: PublicUser }>(`/users/${encodeURIComponent(id)}`).then((body) => body.user);
