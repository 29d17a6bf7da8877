import { useDocumentVisibility } from '@mantine/hooks';
import type { ConversationList } from '@otousta/shared/schemas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { messagesKeys } from '../api/keys';
import { markConversationRead } from '../api/mark-conversation-read';
import { clearUnread } from '../messages-cache';

/**
 * docs/product.md §4: opening a conversation clears its unread count and marks it read; so does a message arriving
 * while it is open and the tab is visible. `unreadMarker` changes whenever something new waits to be read (the newest
 * unread id).
 */
export function useMarkRead(me: string, conversationId: string, unreadMarker: string | null) {
  const queryClient = useQueryClient();
  const visibility = useDocumentVisibility();
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!unreadMarker || visibility !== 'visible') return;
    const marker = `${conversationId}:${unreadMarker}`;
    if (done.current === marker) return;
    done.current = marker;
    // The badges clear at once; the server's answer (and its message:read event) confirms it.
    const list = queryClient.getQueryData<ConversationList>(messagesKeys.conversations());
    const cleared = list?.conversations.find((c) => c.id === conversationId)?.unreadCount ?? 0;
    if (list) queryClient.setQueryData(messagesKeys.conversations(), clearUnread(list, conversationId, me));
    if (cleared > 0) {
      queryClient.setQueryData<{ unreadCount: number }>(
        messagesKeys.unreadCount(),
        (data) => data && { unreadCount: Math.max(0, data.unreadCount - cleared) },
      );
    }
    markConversationRead(conversationId)
      .catch((error: unknown) => {
        done.current = null;
        console.warn('Mesajlar okundu olarak işaretlenemedi:', error);
      })
      .finally(() => void queryClient.invalidateQueries({ queryKey: messagesKeys.unreadCount() }));
  }, [conversationId, unreadMarker, visibility, me, queryClient]);
}
