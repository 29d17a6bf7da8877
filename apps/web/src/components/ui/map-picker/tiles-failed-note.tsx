import { Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Laid over a map whose tiles could not load (offline, blocked): says so, and what still works. */
export function TilesFailedNote({ children }: { children: ReactNode }) {
  return (
    <Text
      size="xs"
      pos="absolute"
      top={10}
      left={52}
      right={10}
      p={6}
      bg="rgba(255,255,255,0.9)"
      style={{ zIndex: 1000, borderRadius: 'var(--mantine-radius-sm)', pointerEvents: 'none' }}
    >
      <IconMapPinOff size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {children}
    </Text>
  );
}
