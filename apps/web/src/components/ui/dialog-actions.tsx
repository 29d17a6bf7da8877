import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The foot of a form in a dialog: why the last submit failed, 'İptal', and the form's own submit button. */
export function DialogActions({
  error,
  onCancel,
  children,
}: {
  error: Error | null;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          İptal
        </Button>
        {children}
      </Group>
    </>
  );
}
