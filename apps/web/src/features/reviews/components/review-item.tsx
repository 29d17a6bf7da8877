import { Avatar, Badge, Box, Group, Rating, Stack, Text } from '@mantine/core';
import type { Review } from '@otousta/shared/schemas/reviews';
import { imageVariant } from '@otousta/shared/text/image-url';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * 'Doğrulanmış hizmet' when the reviewer's appointment here was completed (docs/product.md §10 'Verified reviews');
 * any other review carries no label: it is published like every review, and the policy beside the list says what is
 * checked.
 */
function VerifiedLabel({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <Badge color="teal" variant="light" size="sm" tt="none" leftSection={<IconCircleCheck size={12} aria-hidden />}>
      Doğrulanmış hizmet
    </Badge>
  );
}

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });

/** One review: who wrote it, stars, date and comment (docs/product.md §3 'Review'). */
export function ReviewItem({ review, actions }: { review: Review; actions?: ReactNode }) {
  const { reviewerId: who } = review;
  const photo = who.photos[0];
  const edited = review.updatedAt !== review.createdAt;
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <Avatar src={photo ? imageVariant(photo, 'thumb') : null} alt="" radius="xl" color="blue">
        {who.firstName.charAt(0)}
        {who.lastName.charAt(0)}
      </Avatar>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            {who.firstName} {who.lastName}
          </Text>
          <Text size="xs" c="dimmed">
            {dateText(review.createdAt)}
            {edited ? ' (düzenlendi)' : ''}
          </Text>
        </Group>
        <Group gap={6}>
          <Rating value={review.rating} readOnly size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {review.rating}/5
          </Text>
          <VerifiedLabel verified={review.verified} />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Text>
        {review.reply && (
          <Box
            p="sm"
            mt={4}
            bg="var(--mantine-color-gray-light)"
            style={{ borderLeft: '3px solid var(--mantine-color-blue-filled)', borderRadius: 4 }}
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                İşletmenin yanıtı · {review.reply.businessName}
              </Text>
              <Text size="xs" c="dimmed">
                {dateText(review.reply.createdAt)}
                {review.reply.updatedAt !== review.reply.createdAt ? ' (düzenlendi)' : ''}
              </Text>
            </Group>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.reply.content}
            </Text>
          </Box>
        )}
        {actions}
      </Stack>
    </Group>
  );
}
