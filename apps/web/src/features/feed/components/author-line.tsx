import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { PostAuthor } from '@otousta/shared/schemas/posts';
import { imageVariant } from '@otousta/shared/text/image-url';
import { relativeTime } from '@otousta/shared/text/relative-time';
import { useDisplayClock } from '../../../lib/server-render';

export const authorName = (author: Pick<PostAuthor, 'userType' | 'businessName' | 'firstName' | 'lastName'>) =>
  author.userType === 'isletme' && author.businessName ? author.businessName : `${author.firstName} ${author.lastName}`;

const fullDates = new Map<string | undefined, Intl.DateTimeFormat>();
const fullDate = (date: Date, timeZone: string | undefined) => {
  let format = fullDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone });
    fullDates.set(timeZone, format);
  }
  return format.format(date);
};

/** Who wrote it and when: the business badge for businesses, the time relative to now (docs/product.md §9). */
export function AuthorLine({
  author,
  createdAt,
  size = 'md',
}: {
  author: PostAuthor;
  createdAt: string;
  size?: 'sm' | 'md';
}) {
  const photo = author.photos[0];
  const { now, timeZone } = useDisplayClock();
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={photo ? imageVariant(photo, 'thumb') : null}
        alt=""
        radius="xl"
        size={size === 'sm' ? 32 : 44}
        color="blue"
      >
        {author.firstName.charAt(0)}
        {author.lastName.charAt(0)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size={size === 'sm' ? 'sm' : 'md'} truncate>
            {authorName(author)}
          </Text>
          {author.userType === 'isletme' && (
            <Badge size="xs" variant="light" color="blue" tt="none">
              İşletme
            </Badge>
          )}
        </Group>
        <Text
          size="xs"
          c="dimmed"
          component="time"
          dateTime={createdAt}
          title={fullDate(new Date(createdAt), timeZone)}
        >
          {relativeTime(createdAt, now, timeZone)}
        </Text>
      </Stack>
    </Group>
  );
}
