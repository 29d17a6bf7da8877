import { Alert, Container } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { flashOf } from '../../lib/flash';

/**
 * The flash line a navigation brought (lib/flash), above the page it led to. It is the first thing in <main>, where
 * the focus lands after a navigation, so a screen reader reads it first; it stays until closed or the page changes.
 */
export function FlashNotice() {
  const location = useLocation();
  const [closed, setClosed] = useState<string | null>(null);
  const flash = flashOf(location.state);
  if (!flash || closed === location.key) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden />}
        withCloseButton
        closeButtonLabel="Kapat"
        onClose={() => setClosed(location.key)}
      >
        {flash}
      </Alert>
    </Container>
  );
}
