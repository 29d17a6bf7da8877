import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** A placeholder card of the feed's shape while the first page arrives (spec §2: three of them). */
export function PostSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Stack gap="sm">
        <Group gap="sm">
          <Skeleton circle height={44} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="40%" />
            <Skeleton height={10} width="20%" />
          </Stack>
        </Group>
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
        <Skeleton height={180} radius="md" />
      </Stack>
    </Card>
  );
}
