import { Group, Text } from '@mantine/core';
import { responseTimeText } from '@otousta/shared/text/response-time';
import { IconClockHour4 } from '@tabler/icons-react';

/** 'Genellikle 1 saat içinde yanıt verir' (docs/product.md §10 'Response time'); nothing without figures. */
export function ResponseTimeLine({ minutes }: { minutes: number | null }) {
  const text = responseTimeText(minutes);
  if (!text) return null;
  return (
    <Group gap={4} c="teal.8" wrap="nowrap">
      <IconClockHour4 size={14} aria-hidden />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
