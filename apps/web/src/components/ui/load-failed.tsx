import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A page or section that could not load: what failed, why, and 'Tekrar Dene' to ask again. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: ReactNode; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Tekrar Dene
        </Button>
      </Stack>
    </Alert>
  );
}
