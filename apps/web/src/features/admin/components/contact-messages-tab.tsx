import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useContactMessages } from '../api/get-contact-messages';
import { dateTime, TabPages } from './states';

export function ContactMessagesTab() {
  const [page, setPage] = useState(1);
  const query = useContactMessages(page);
  const messages = query.data?.messages ?? [];
  return (
    <Stack>
      <TabPages query={query} count={messages.length} empty="Henüz iletişim mesajı yok." pages={{ page, setPage }}>
        {messages.map((m) => (
          <Paper key={m.id} withBorder radius="md" p="md" component="article" aria-label={m.subject}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={3} fz="h4">
                {m.subject}
              </Title>
              <Text size="sm" c="dimmed">
                {dateTime(m.createdAt)}
              </Text>
            </Group>
            <Text size="sm" mb="xs">
              {m.name} ·{' '}
              <Anchor href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>{m.email}</Anchor>
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{m.message}</Text>
          </Paper>
        ))}
      </TabPages>
    </Stack>
  );
}
