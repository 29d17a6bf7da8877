import type { SendAck } from '@otousta/shared/realtime';
import type { SendMessageInput, SendMessageResponse } from '@otousta/shared/schemas/messages';
import { ApiError, api } from '../../../lib/api-client';
import { getMessagesSocket } from '../realtime/messages-socket';

const ACK_TIMEOUT_MS = 8000;

/** An id for one message that survives retries (crypto.randomUUID needs a secure context; this does not). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a message (docs/product.md §4): over the socket with its acknowledgement when connected, otherwise — or when no
 * acknowledgement comes in time — with POST /api/messages. The client id makes the fallback safe: a message the
 * server already stored is answered, not stored twice.
 */
export async function sendMessage(input: SendMessageInput & { clientId: string }): Promise<SendMessageResponse> {
  const socket = getMessagesSocket();
  if (socket?.connected) {
    let ack: SendAck | undefined;
    try {
      ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message:send', input);
    } catch {
      // No acknowledgement in time: the HTTP retry below tells whether it was stored.
    }
    if (ack?.ok) return { conversationId: ack.conversationId, message: ack.message };
    if (ack) throw new ApiError(400, ack.code, ack.message, ack.errors);
  }
  return api.post<SendMessageResponse>('/messages', input);
}
