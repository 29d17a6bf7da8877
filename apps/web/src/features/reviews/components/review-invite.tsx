import { Button, Group, Text } from '@mantine/core';
import { reviewFormPath } from '@otousta/shared/seo/app-paths';
import { IconCircleCheck, IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useMyReview } from '../api/get-my-review';

/**
 * 'Değerlendir' for a business the signed-in customer had a job done at, until they have reviewed it; then
 * 'Değerlendirdiniz', so the card says where the review stands.
 */
export function ReviewInvite({ businessId }: { businessId: string }) {
  const { user } = useSession();
  const mine = useMyReview(user?.id ?? null, businessId);
  if (!user || mine.isPending || mine.isError) return null;
  if (mine.data) {
    return (
      <Group gap={4}>
        <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="xs" c="dimmed">
          Değerlendirdiniz
        </Text>
      </Group>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconStar size={14} aria-hidden />}
      component={Link}
      to={reviewFormPath(businessId)}
    >
      Değerlendir
    </Button>
  );
}
