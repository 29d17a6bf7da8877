import type { ConversationList } from '@otousta/shared/schemas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { reportMeaningfulAction } from '../../../lib/meaningful-action';
import type { ConversationPages } from '../api/get-conversation-messages';
import { messagesKeys } from '../api/keys';
import { newClientId, sendMessage } from '../api/send-message';
import { applyMessageToList, textMessage, type UiMessage, upsertMessage } from '../messages-cache';

const reason = (error: unknown) =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : String(error);

/**
 * docs/product.md §4 'Message delivery': the message shows at once as 'sending', becomes 'sent' when the server has
 * stored it, and is removed with the alert 'Mesaj gönderilemedi: …' when sending fails.
 */
export function useSendMessage({ me, receiverId }: { me: string; receiverId: string }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<UiMessage[]>([]);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (conversationId: string, content: string): Promise<boolean> => {
      const clientId = newClientId();
      const now = new Date().toISOString();
      const optimistic: UiMessage = textMessage(`pending-${clientId}`, {
        conversationId,
        senderId: me,
        receiverId,
        content: content.trim(),
        status: 'sending',
        clientId,
        createdAt: now,
      });
      setError(null);
      setPending((list) => [...list, optimistic]);
      try {
        const result = await sendMessage({ receiverId, content, type: 'text', clientId });
        const key = messagesKeys.conversation(result.conversationId);
        if (queryClient.getQueryData(key)) {
          queryClient.setQueryData<ConversationPages>(key, (data) => upsertMessage(data, result.message));
        } else void queryClient.invalidateQueries({ queryKey: key });
        const list = queryClient.getQueryData<ConversationList>(messagesKeys.conversations());
        const updated = list && applyMessageToList(list, result.message, me, false);
        if (updated) queryClient.setQueryData(messagesKeys.conversations(), updated);
        else void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
        reportMeaningfulAction('message-sent');
        return true;
      } catch (failure) {
        setError(`Mesaj gönderilemedi: ${reason(failure)}`);
        return false;
      } finally {
        setPending((list) => list.filter((m) => m.clientId !== clientId));
      }
    },
    [me, receiverId, queryClient],
  );

  return { pending, error, clearError: () => setError(null), send };
}

export { reason as failureReason };
