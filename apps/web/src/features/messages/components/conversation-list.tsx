import {
  Avatar,
  Badge,
  Button,
  Group,
  Indicator,
  Loader,
  ScrollArea,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Conversation } from '@otousta/shared/schemas/messages';
import { foldTurkish } from '@otousta/shared/text/fold';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconMessagePlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import { useConversations } from '../api/get-conversations';
import { displayName, initials, listTime, partnerOf } from '../message-format';
import { LoadError } from './load-error';
import classes from './messages.module.css';

function ConversationItem({
  conversation,
  me,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  me: string;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const partner = partnerOf(conversation.participants, me);
  const name = displayName(partner);
  const photo = partner?.photos[0];
  const online = partner?.isOnline ?? false;
  const unread = conversation.unreadCount;
  const mine = conversation.lastMessageSenderId === me;
  return (
    <UnstyledButton
      className={classes.item}
      aria-current={selected || undefined}
      onClick={() => onSelect(conversation.id)}
      data-testid="conversation"
    >
      <Indicator color={online ? 'green' : 'gray'} position="bottom-end" offset={6} size={12} withBorder>
        <Avatar src={photo ? imageVariant(photo, 'thumb') : null} alt="" radius="xl" size={46} color="blue">
          {initials(partner)}
        </Avatar>
      </Indicator>
      <div className={classes.itemBody}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={unread ? 800 : 600} size="sm" truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {listTime(conversation.lastMessageTime)}
          </Text>
        </Group>
        {conversation.partnerHint && (
          <Text size="xs" c="dimmed" truncate="end" data-testid="partner-hint">
            {conversation.partnerHint}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : 400} truncate="end">
            {conversation.lastMessageContent ? `${mine ? 'Siz: ' : ''}${conversation.lastMessageContent}` : ' '}
          </Text>
          {unread > 0 && (
            <Badge size="sm" circle={unread < 10} color="red" data-testid="unread-badge">
              {unread}
              <VisuallyHidden component="span"> okunmamış mesaj</VisuallyHidden>
            </Badge>
          )}
        </Group>
        <Text size="xs" className={classes.presence} data-online={online || undefined}>
          {online ? 'Çevrimiçi' : 'Çevrimdışı'}
        </Text>
      </div>
    </UnstyledButton>
  );
}

interface ConversationListProps {
  me: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNewChat: () => void;
}

/** docs/product.md §2 'Messages': the conversation list with its search, unread badges and online labels. */
export function ConversationList({ me, selectedId, onSelect, onNewChat }: ConversationListProps) {
  const query = useConversations();
  const [search, setSearch] = useState('');
  const conversations = query.data?.conversations;
  const shown = useMemo(() => {
    const needle = foldTurkish(search.trim());
    if (!conversations || !needle) return conversations ?? [];
    return conversations.filter((c) =>
      c.participants.some((p) => p.id !== me && foldTurkish(displayName(p)).includes(needle)),
    );
  }, [conversations, search, me]);

  return (
    <section className={classes.list} aria-labelledby="messages-title">
      <div className={classes.listHead}>
        <Group justify="space-between" mb="sm">
          <Text component="h1" id="messages-title" fw={800} fz={24}>
            Mesajlar
          </Text>
          <Button size="xs" leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={onNewChat}>
            Yeni Sohbet
          </Button>
        </Group>
        <SearchInput label="Sohbet ara" value={search} onSearch={setSearch} type="search" />
      </div>
      <ScrollArea className={classes.listScroll} type="auto">
        {query.isPending ? (
          <div className={classes.center}>
            <Loader aria-label="Sohbetler yükleniyor" />
          </div>
        ) : query.isError && !conversations ? (
          <div className={classes.listMessage}>
            <LoadError title="Sohbetler yüklenemedi" onRetry={() => void query.refetch()} />
          </div>
        ) : shown.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" className={classes.listMessage}>
            {search.trim() ? 'Aramanızla eşleşen sohbet yok.' : 'Henüz sohbetiniz yok. Yeni bir sohbet başlatın.'}
          </Text>
        ) : (
          <nav aria-label="Sohbetler">
            <ul className={classes.items}>
              {shown.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationItem
                    conversation={conversation}
                    me={me}
                    selected={conversation.id === selectedId}
                    onSelect={onSelect}
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </ScrollArea>
    </section>
  );
}
