import { Button } from '@mantine/core';
import { reviewFormPath } from '@otousta/shared/seo/app-paths';
import { IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useMyReview } from '../api/get-my-review';

/** 'Değerlendir' for a business the signed-in customer had a job done at, until they have reviewed it. */
export function ReviewInvite({ businessId }: { businessId: string }) {
  const { user } = useSession();
  const mine = useMyReview(user?.id ?? null, businessId);
  if (!user || mine.isPending || mine.isError || mine.data) return null;
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
