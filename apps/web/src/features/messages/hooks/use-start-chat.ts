import { type ConversationList, NEW_CHAT_GREETING } from '@otousta/shared/schemas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { findConversation } from '../api/find-conversation';
import { messagesKeys } from '../api/keys';
import { newClientId, sendMessage } from '../api/send-message';
import { failureReason } from './use-send-message';

/**
 * Opens the chat with a user (spec §2 'Messages': a target user from the navigation or ?userId, or the 'Yeni Sohbet'
 * dialog): their existing conversation, or a new one that starts with the fixed greeting (spec §4).
 */
export function useStartChat(me: string, onReady: (conversationId: string) => void) {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One greeting per target for this page, whatever re-renders or double effects happen: the same client id makes
  // even a repeated request store a single message.
  const greetingIds = useRef(new Map<string, string>());
  const inFlight = useRef(new Set<string>());

  const start = useCallback(
    async (userId: string) => {
      if (userId === me || inFlight.current.has(userId)) return;
      setError(null);
      const list = queryClient.getQueryData<ConversationList>(messagesKeys.conversations());
      const known = list?.conversations.find((c) => c.participants.some((p) => p.id === userId));
      if (known) return onReady(known.id);
      inFlight.current.add(userId);
      setStarting(userId);
      try {
        const existing = await findConversation(me, userId);
        if (existing) {
          void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
          return onReady(existing.id);
        }
        let clientId = greetingIds.current.get(userId);
        if (!clientId) {
          clientId = newClientId();
          greetingIds.current.set(userId, clientId);
        }
        const result = await sendMessage({ receiverId: userId, content: NEW_CHAT_GREETING, type: 'text', clientId });
        await queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
        onReady(result.conversationId);
      } catch (failure) {
        // An id that leads to nobody (a stale link, a deleted account).
        if (isApiError(failure) && ['USER_NOT_FOUND', 'CANNOT_MESSAGE_SELF', 'VALIDATION'].includes(failure.code)) {
          setError('Yeni sohbet bulunamadı');
        } else setError(`Sohbet başlatılamadı: ${failureReason(failure)}`);
      } finally {
        inFlight.current.delete(userId);
        setStarting(null);
      }
    },
    [me, onReady, queryClient],
  );

  return { start, starting, error, clearError: () => setError(null) };
}
