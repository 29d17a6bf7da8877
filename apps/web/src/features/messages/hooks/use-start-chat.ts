import type { ConversationList, Participant } from '@otousta/shared/schemas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { findConversation } from '../api/find-conversation';
import { getChatPartner } from '../api/get-chat-partner';
import { messagesKeys } from '../api/keys';
import { failureReason } from './use-send-message';

/**
 * Opens the chat with a user (docs/product.md §2 'Messages': a target user from the navigation or ?userId, or the 'Yeni
 * Sohbet' dialog): their existing conversation, or a draft with them. Nothing is sent on the user's behalf: a new chat
 * starts when the user sends its first message (the composer offers the fixed greeting of docs/product.md §4,
 * editable).
 */
export function useStartChat(
  me: string,
  onReady: (conversationId: string) => void,
  onDraft: (partner: Participant) => void,
) {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
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
        onDraft(await getChatPartner(userId));
      } catch (failure) {
        // An id that leads to nobody (a stale link, a deleted account).
        if (isApiError(failure) && ['USER_NOT_FOUND', 'VALIDATION'].includes(failure.code)) {
          setError('Yeni sohbet bulunamadı');
        } else setError(`Sohbet başlatılamadı: ${failureReason(failure)}`);
      } finally {
        inFlight.current.delete(userId);
        setStarting(null);
      }
    },
    [me, onReady, onDraft, queryClient],
  );

  return { start, starting, error, clearError: () => setError(null) };
}
