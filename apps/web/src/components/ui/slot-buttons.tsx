import { Button, Group, Stack, Text } from '@mantine/core';
import { timeText } from '@otousta/shared/hours/clock-text';
import type { Slot } from '@otousta/shared/schemas/appointments';

/**
 * One day's slots as a radio group: the free ones to pick, the full ones marked 'Dolu'. Booking from a business page
 * and accepting an offer pick their time with it alike.
 */
export function SlotButtons({
  slots,
  value,
  onChange,
  disabled = false,
}: {
  slots: Slot[];
  value: string;
  onChange: (startsAt: string) => void;
  disabled?: boolean;
}) {
  if (slots.length === 0) return <Text c="dimmed">Bu gün işletme kapalı.</Text>;
  return (
    <Stack gap={4}>
      <Group gap="xs" role="radiogroup" aria-label="Saat seçin">
        {slots.map((slot) => {
          const chosen = slot.startsAt === value;
          return (
            <Button
              key={slot.startsAt}
              role="radio"
              aria-checked={chosen}
              variant={chosen ? 'filled' : 'default'}
              size="sm"
              disabled={disabled || slot.free === 0}
              onClick={() => onChange(slot.startsAt)}
            >
              {timeText(slot.startsAt)}
              {slot.free === 0 ? ' · Dolu' : ''}
            </Button>
          );
        })}
      </Group>
      {slots.every((slot) => slot.free === 0) && <Text c="dimmed">Bu günün bütün saatleri dolu.</Text>}
    </Stack>
  );
}
