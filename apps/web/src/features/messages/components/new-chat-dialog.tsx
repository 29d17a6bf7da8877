import { Avatar, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { participantName } from '@otousta/shared/schemas/messages';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useUserSearch } from '../api/search-users';
import { initials } from '../message-format';
import classes from './messages.module.css';

interface NewChatDialogProps {
  opened: boolean;
  me: string;
  onClose: () => void;
  onPick: (userId: string) => void;
}

/** docs/product.md §2 'Messages': 'Yeni Sohbet' finds a person by name or business name and opens the chat with them. */
export function NewChatDialog({ opened, me, onClose, onPick }: NewChatDialogProps) {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const search = useUserSearch(debounced);
  const users = (search.data ?? []).filter((u) => u.id !== me);
  const ready = debounced.length >= 2;

  return (
    <Modal opened={opened} onClose={onClose} title="Yeni Sohbet" closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Stack gap="sm">
        <TextInput
          label="Kullanıcı ara"
          placeholder="Ad, soyad veya işletme adı"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching ? <Loader size="xs" aria-label="Aranıyor" /> : null}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          data-autofocus
        />
        {!ready ? (
          <Text size="sm" c="dimmed">
            Aramak için en az 2 harf yazın.
          </Text>
        ) : search.isError ? (
          <Text size="sm" c="red.8" role="alert">
            Kullanıcılar aranamadı. Lütfen tekrar deneyin.
          </Text>
        ) : search.data && users.length === 0 ? (
          <Text size="sm" c="dimmed">
            Kullanıcı bulunamadı.
          </Text>
        ) : (
          <ul className={classes.items} aria-label="Arama sonuçları">
            {users.map((user) => (
              <li key={user.id}>
                <UnstyledButton
                  className={classes.item}
                  onClick={() => {
                    onPick(user.id);
                    onClose();
                  }}
                >
                  <Avatar
                    src={user.photos[0] ? imageVariant(user.photos[0], 'thumb') : null}
                    alt=""
                    radius="xl"
                    color="blue"
                  >
                    {initials(user)}
                  </Avatar>
                  <div className={classes.itemBody}>
                    <Text fw={600} size="sm">
                      {participantName(user)}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {user.userType === 'isletme' ? 'İşletme' : 'Müşteri'}
                      </Text>
                    </Group>
                  </div>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Modal>
  );
}
