import { Stack, Text } from '@mantine/core';
import { NEW_CHAT_GREETING, type Participant } from '@otousta/shared/schemas/messages';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reportMeaningfulAction } from '../../../lib/meaningful-action';
import { messagesKeys } from '../api/keys';
import { newClientId, sendMessage } from '../api/send-message';
import { failureReason } from '../hooks/use-send-message';
import { displayName } from '../message-format';
import { ChatHeader, Composer, SendError } from './chat-pane';
import classes from './messages.module.css';

interface DraftChatProps {
  partner: Participant;
  /** Text the composer starts with instead of the greeting (e.g. the product asked about). */
  initialValue?: string;
  /** The first message is stored: the conversation exists now. */
  onStarted: (conversationId: string) => void;
  onBack: () => void;
}

/**
 * A chat with someone the user has no conversation with yet. The fixed greeting of docs/product.md §4 waits in the
 * composer, editable; nothing is sent in the user's name until they send it, and the conversation begins with that
 * message.
 */
export function DraftChat({ partner, initialValue, onStarted, onBack }: DraftChatProps) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const name = displayName(partner);

  const send = async (content: string) => {
    setError(null);
    try {
      const result = await sendMessage({ receiverId: partner.id, content, type: 'text', clientId: newClientId() });
      await queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
      onStarted(result.conversationId);
      reportMeaningfulAction('message-sent');
      return true;
    } catch (failure) {
      setError(`Mesaj gönderilemedi: ${failureReason(failure)}`);
      return false;
    }
  };

  return (
    <section className={classes.chat} aria-label={`${name} ile sohbet`}>
      <ChatHeader partner={partner} onBack={onBack} />
      <div className={classes.center}>
        <Stack align="center" gap="xs" px="md" ta="center">
          <IconMessageCircle size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text c="dimmed" size="sm">
            {name} ile henüz bir sohbetiniz yok. Mesajınızı düzenleyip gönderdiğinizde sohbet başlar.
          </Text>
        </Stack>
      </div>
      <SendError error={error} onClose={() => setError(null)} />
      <Composer onSend={send} initialValue={initialValue ?? NEW_CHAT_GREETING} />
    </section>
  );
}
