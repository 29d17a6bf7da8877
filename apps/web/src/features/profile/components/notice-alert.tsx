import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { Notice } from '../hooks/use-notice';

/** The profile's banner for a notice of `useNotice`: green for success, red (and announced at once) for an error. */
export function NoticeAlert({
  notice,
  onClose,
  ...props
}: { notice: Notice | null; onClose: () => void } & AlertProps) {
  if (!notice) return null;
  const success = notice.kind === 'success';
  return (
    <Alert
      color={success ? 'green' : 'red'}
      variant="light"
      icon={success ? <IconCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      role={success ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel="Kapat"
      onClose={onClose}
      {...props}
    >
      {notice.text}
    </Alert>
  );
}
