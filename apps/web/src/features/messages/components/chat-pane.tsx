import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Button,
  Group,
  Indicator,
  Loader,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { TYPING_TIMING } from '@otousta/shared/realtime';
import { type Conversation, isSendable, MESSAGE_LIMITS, type Participant } from '@otousta/shared/schemas/messages';
import { firstCharacters } from '@otousta/shared/text/characters';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconAlertCircle, IconArrowLeft, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { businessHref } from '../../../app/paths';
import { useConversationMessages } from '../api/get-conversation-messages';
import { useMarkRead } from '../hooks/use-mark-read';
import { useSendMessage } from '../hooks/use-send-message';
import { displayName, initials, partnerOf } from '../message-format';
import { flattenPages, type UiMessage, withPending } from '../messages-cache';
import { setActiveConversation } from '../realtime/messages-bridge';
import { getMessagesSocket } from '../realtime/messages-socket';
import { useIsTyping } from '../realtime/typing-store';
import { createTypingSignal } from '../typing-signal';
import { ConversationContextCard } from './conversation-context-card';
import { LoadError } from './load-error';
import { MessageBubble } from './message-bubble';
import classes from './messages.module.css';

// How close to the top (px) scrolling up asks for the older page.
const LOAD_OLDER_THRESHOLD = 80;
// How close to the bottom counts as 'reading the newest': new messages then scroll into view.
const STICK_TO_BOTTOM = 120;

interface MessageListProps {
  messages: UiMessage[];
  me: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/** The conversation, oldest at the top; scrolling up loads 50 older messages (docs/product.md §9) without jumping. */
function MessageList({ messages, me, hasOlder, loadingOlder, loadOlder }: MessageListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const first = messages[0]?.id;
  const last = messages.at(-1)?.id;
  const lastIsMine = messages.at(-1)?.senderId === me;
  const previous = useRef<{ first?: string; last?: string; height: number; top: number }>({ height: 0, top: 0 });

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const before = previous.current;
    if (before.first && before.first !== first && before.last === last) {
      // Older messages came in above: keep what the reader was looking at in place.
      el.scrollTop = el.scrollHeight - before.height + before.top;
    } else if (before.last !== last) {
      const nearBottom = before.height - before.top - el.clientHeight < STICK_TO_BOTTOM;
      if (!before.last || nearBottom || lastIsMine) el.scrollTop = el.scrollHeight;
    }
    previous.current = { first, last, height: el.scrollHeight, top: el.scrollTop };
  }, [first, last, lastIsMine]);

  const onScroll = () => {
    const el = viewport.current;
    if (!el) return;
    previous.current = { ...previous.current, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < LOAD_OLDER_THRESHOLD && hasOlder && !loadingOlder) loadOlder();
  };

  return (
    <div ref={viewport} className={classes.messages} onScroll={onScroll}>
      {hasOlder && (
        <Group justify="center" py="xs">
          <Button variant="subtle" size="xs" onClick={loadOlder} loading={loadingOlder}>
            Önceki mesajları yükle
          </Button>
        </Group>
      )}
      {messages.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" size="sm">
          Henüz mesaj yok. İlk mesajı siz yazın.
        </Text>
      ) : (
        <div role="log" aria-label="Mesajlar" aria-live="polite" className={classes.log}>
          {messages.map((message) => (
            <MessageBubble key={message.clientId ?? message.id} message={message} own={message.senderId === me} />
          ))}
        </div>
      )}
    </div>
  );
}

interface ComposerProps {
  /** Absent while the chat is a draft: nobody is told about typing in a conversation that does not exist yet. */
  conversationId?: string;
  onSend: (content: string) => Promise<boolean>;
  /** Text the box starts with, ready to edit and focused (the greeting of a new chat). */
  initialValue?: string;
}

/** docs/product.md §2: Enter sends, Shift+Enter inserts a new line; §4: the typing signal at most once a second, off after 3 s. */
export function Composer({ conversationId, onSend, initialValue = '' }: ComposerProps) {
  const [value, setValue] = useState(initialValue);
  const box = useRef<HTMLTextAreaElement>(null);
  const typing = useMemo(
    () =>
      createTypingSignal(
        {
          start: () => {
            if (conversationId) getMessagesSocket()?.emit('typing:start', { conversationId });
          },
          stop: () => {
            if (conversationId) getMessagesSocket()?.emit('typing:stop', { conversationId });
          },
        },
        { throttleMs: TYPING_TIMING.throttleMs, idleMs: TYPING_TIMING.idleMs },
      ),
    [conversationId],
  );
  useEffect(() => () => typing.stop(), [typing]);
  const prefilled = initialValue !== '';
  useEffect(() => {
    const el = box.current;
    if (!prefilled || !el) return;
    // A prefilled text is there to be edited or sent: the cursor waits at its end.
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [prefilled]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!isSendable(value)) return;
    const content = value;
    setValue('');
    typing.stop();
    const sent = await onSend(content);
    // The text is not lost with a failed message: it comes back to the box unless something new was typed.
    if (!sent) setValue((current) => current || content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={classes.composer} onSubmit={submit}>
      <Textarea
        ref={box}
        aria-label="Mesajınız"
        placeholder="Mesajınızı yazın..."
        autosize
        minRows={1}
        maxRows={5}
        value={value}
        onChange={(event) => {
          // Stops at the limit in characters, as the server counts them (an emoji is one).
          setValue(firstCharacters(event.currentTarget.value, MESSAGE_LIMITS.contentMax));
          if (event.currentTarget.value.trim()) typing.input();
          else typing.stop();
        }}
        onKeyDown={onKeyDown}
        style={{ flex: 1 }}
        radius="lg"
      />
      <ActionIcon type="submit" size={40} radius="xl" aria-label="Gönder" disabled={!isSendable(value)}>
        <IconSend size={20} aria-hidden />
      </ActionIcon>
    </form>
  );
}

/**
 * Who the chat is with: photo, presence, and the name (a business's links to its page), with the vehicle or request that
 * tells them apart from another of the same name; back to the list on a phone.
 */
export function ChatHeader({
  partner,
  hint,
  onBack,
}: {
  partner: Participant | undefined;
  hint?: string;
  onBack: () => void;
}) {
  const name = displayName(partner);
  const photo = partner?.photos[0];
  const online = partner?.isOnline ?? false;
  return (
    <header className={classes.chatHeader}>
      <ActionIcon variant="subtle" size="lg" hiddenFrom="sm" onClick={onBack} aria-label="Sohbetlere dön">
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
      <Indicator color={online ? 'green' : 'gray'} position="bottom-end" offset={5} size={11} withBorder>
        <Avatar src={photo ? imageVariant(photo, 'thumb') : null} alt="" radius="xl" color="blue">
          {initials(partner)}
        </Avatar>
      </Indicator>
      <Stack gap={0} style={{ minWidth: 0 }}>
        {partner?.userType === 'isletme' ? (
          <Anchor component={Link} to={businessHref(partner.id)} fw={700} c="inherit" truncate="end">
            {name}
          </Anchor>
        ) : (
          <Text fw={700} truncate="end">
            {partner ? name : ' '}
          </Text>
        )}
        {hint && (
          <Text size="xs" c="dimmed" truncate="end">
            {hint}
          </Text>
        )}
        <Text size="xs" className={classes.presence} data-online={online || undefined} data-testid="presence">
          {online ? 'Çevrimiçi' : 'Çevrimdışı'}
        </Text>
      </Stack>
    </header>
  );
}

interface ChatPaneProps {
  me: string;
  conversationId: string;
  /** The list's copy (kept live by realtime events) when it has one. */
  listed: Conversation | undefined;
  /** Text the composer starts with, ready to edit (e.g. the product asked about). */
  initialValue?: string;
  onBack: () => void;
}

/** docs/product.md §2 'Messages': the chat pane with its header, messages, typing indicator and composer. */
/** Why the last message could not be sent, until the user closes it or sends again. */
export function SendError({ error, onClose }: { error: string | null; onClose: () => void }) {
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel="Kapat"
      onClose={onClose}
      mx="sm"
      mb="xs"
    >
      {error}
    </Alert>
  );
}

export function ChatPane({ me, conversationId, listed, initialValue, onBack }: ChatPaneProps) {
  const query = useConversationMessages(conversationId);
  const conversation = listed ?? query.data?.pages[0]?.conversation;
  const partner = conversation ? partnerOf(conversation.participants, me) : undefined;
  const name = displayName(partner);
  const typing = useIsTyping(conversationId);
  const { pending, error, clearError, send } = useSendMessage({ me, receiverId: partner?.id ?? '' });

  const stored = useMemo(() => flattenPages(query.data), [query.data]);
  const messages = useMemo(() => withPending(stored, pending), [stored, pending]);
  const newestUnread = useMemo(
    () => stored.findLast((m) => m.senderId !== me && m.status !== 'read')?.id ?? null,
    [stored, me],
  );
  useMarkRead(me, conversationId, newestUnread ?? ((listed?.unreadCount ?? 0) > 0 ? 'listed' : null));

  useEffect(() => {
    setActiveConversation(conversationId);
    return () => setActiveConversation(null);
  }, [conversationId]);

  return (
    <section className={classes.chat} aria-label={partner ? `${name} ile sohbet` : 'Sohbet'}>
      <ChatHeader partner={partner} hint={conversation?.partnerHint} onBack={onBack} />
      <ConversationContextCard
        conversationId={conversationId}
        side={partner?.userType === 'isletme' ? 'customer' : 'business'}
      />

      {query.isPending ? (
        <div className={classes.center}>
          <Loader aria-label="Mesajlar yükleniyor" />
        </div>
      ) : query.isError && !query.data ? (
        <div className={classes.center}>
          <LoadError title="Mesajlar yüklenemedi" onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <MessageList
          messages={messages}
          me={me}
          hasOlder={!!query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          loadOlder={() => void query.fetchNextPage()}
        />
      )}

      <div className={classes.typing} aria-live="polite">
        {typing && partner ? `${name} yazıyor...` : ''}
      </div>
      <SendError error={error} onClose={clearError} />
      {partner && (
        <Composer
          conversationId={conversationId}
          onSend={(content) => send(conversationId, content)}
          initialValue={initialValue}
        />
      )}
    </section>
  );
}
