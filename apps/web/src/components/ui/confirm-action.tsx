import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export interface ConfirmActionProps extends Omit<ConfirmDialogProps, 'opened' | 'onClose' | 'children'> {
  /** The dialog's question. */
  question: ReactNode;
  /** The control that asks: given what opens the dialog. */
  children: (ask: () => void) => ReactNode;
}

/** A control whose action cannot be undone, with the confirmation dialog it opens before doing it. */
export function ConfirmAction({ question, children, ...dialog }: ConfirmActionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {children(open)}
      <ConfirmDialog opened={opened} onClose={close} {...dialog}>
        {question}
      </ConfirmDialog>
    </>
  );
}
