import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../lib/error-text';
import { useOpenedAfterMount } from '../../lib/lazy-dialog';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The question: 'Bu gönderiyi silmek istediğinizden emin misiniz?' */
  children: ReactNode;
  /** Names the action, never a bare 'Tamam': 'Gönderiyi Sil', 'Siparişi İptal Et'; the title unless told otherwise. */
  confirmLabel?: string;
  /** Does it; the dialog closes when the promise resolves and says why when it rejects. */
  onConfirm: () => Promise<unknown>;
  /** What failed, before the reason: 'Gönderi silinemedi'. */
  failure: string;
}

/** The dialog's words from a texts table that names them as the account texts do (packages/shared messages). */
export const confirmTexts = (texts: { confirmTitle: string; confirmLabel: string; failure: string }) => ({
  title: texts.confirmTitle,
  confirmLabel: texts.confirmLabel,
  failure: texts.failure,
});

/**
 * The one confirmation dialog of the site, before an action that cannot be undone. The focus stays inside it while
 * it is open and goes back to the control that opened it; Escape, the close button and 'Vazgeç' close it, except
 * while the action runs (the confirm button shows it running). A failure keeps it open with the reason in Turkish.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel = title,
  onConfirm,
  failure,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A dialog whose code loaded on first use mounts already open: one closed render lets it note where the focus was.
  const shown = useOpenedAfterMount(opened);

  const close = () => {
    if (running) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setRunning(true);
    setError(null);
    try {
      await onConfirm();
      setRunning(false);
      onClose();
    } catch (reason) {
      setRunning(false);
      setError(`${failure}: ${errorText(reason)}`);
    }
  };

  return (
    <Modal
      opened={shown}
      onClose={close}
      title={title}
      centered
      closeOnEscape={!running}
      closeOnClickOutside={!running}
      closeButtonProps={{ 'aria-label': 'Kapat', disabled: running }}
    >
      <Stack>
        <Text>{children}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {/* The focus starts on the harmless choice, so an Enter pressed out of habit changes nothing. */}
          <Button variant="default" onClick={close} disabled={running} data-autofocus>
            Vazgeç
          </Button>
          <Button color="red" onClick={confirm} loading={running}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
