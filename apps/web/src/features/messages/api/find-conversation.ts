import type { Conversation } from '@otousta/shared/schemas/messages';
import { api, isApiError } from '../../../lib/api-client';

/** GET /api/messages/conversations/by-participants?participants=a,b → the pair's conversation, or null. */
export async function findConversation(me: string, other: string): Promise<Conversation | null> {
  try {
    const { conversation } = await api.get<{ conversation: Conversation }>('/messages/conversations/by-participants', {
      query: { participants: `${me},${other}` },
    });
    return conversation;
  } catch (error) {
    if (isApiError(error) && error.statusCode === 404) return null;
    throw error;
  }
}
