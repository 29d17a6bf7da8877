import { Badge } from '@mantine/core';
import { openLabel, openState } from '@otousta/shared/hours/open-state';
import type { BusinessHours } from '@otousta/shared/schemas/hours';
import { IconClock } from '@tabler/icons-react';
import { useDisplayClock } from '../../../lib/server-render';

/**
 * 'Şimdi açık' or 'Kapalı · Yarın 09:00' from a business's hours on the Istanbul clock (docs/product.md §10);
 * nothing when the business entered no hours.
 */
export function OpenBadge({ hours, size = 'sm' }: { hours: BusinessHours | null | undefined; size?: 'sm' | 'md' }) {
  const { now } = useDisplayClock();
  if (!hours) return null;
  const state = openState(hours, now);
  return (
    <Badge
      color={state.isOpen ? 'green' : 'gray'}
      variant={state.isOpen ? 'filled' : 'light'}
      autoContrast
      size={size}
      tt="none"
      leftSection={<IconClock size={12} aria-hidden />}
    >
      {openLabel(state, now)}
    </Badge>
  );
}
