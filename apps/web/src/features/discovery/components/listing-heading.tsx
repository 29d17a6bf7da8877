import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title and lead of a business list, with its control (a button or a filter) beside them. */
export function ListingHeading({
  title,
  lead,
  children,
  level = 1,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
  /** 2 when the page has its own heading above the list. */
  level?: 1 | 2;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="md">
      <Stack gap={4}>
        <Title order={level} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{lead}</Text>
      </Stack>
      {children}
    </Group>
  );
}
