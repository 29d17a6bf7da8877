import { Card, Group, Skeleton, Stack } from '@mantine/core';
import classes from '../../../components/ui/carousel/carousel.module.css';

/**
 * A placeholder card of the feed's shape while the first page arrives (docs/product.md §2: three of them): the parts of
 * a post with two lines and one photo, at their sizes (the 44 px avatar, the photo's reserved 4:3 frame, the action
 * bar), so the loaded cards take the place the skeletons held.
 */
export function PostSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle height={44} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="40%" />
            <Skeleton height={10} width="20%" />
          </Stack>
          <Skeleton height={20} width={72} radius="xl" />
        </Group>
        <Stack gap={8} py={4}>
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
        <Skeleton radius="md" className={classes.frame} />
        <Group gap="xs" pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Skeleton height={36} width={64} radius="sm" />
          <Skeleton height={36} width={64} radius="sm" />
        </Group>
      </Stack>
    </Card>
  );
}
