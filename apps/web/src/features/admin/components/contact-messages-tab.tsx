import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { useContactMessages } from '../api/get-contact-messages';
import { dateTime, TabState } from './states';

export function ContactMessagesTab() {
  const [page, setPage] = useState(1);
  const query = useContactMessages(page);
  const messages = query.data?.messages ?? [];
  return (
    <Stack>
      <TabState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={!messages.length}
        empty="Henüz iletişim mesajı yok."
        onRetry={() => query.refetch()}
      />
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
      {query.data && query.data.pagination.total > query.data.pagination.limit && (
        <Pagination total={query.data.pagination.total} page={page} pageSize={20} onPageChange={setPage} />
      )}
    </Stack>
  );
}
