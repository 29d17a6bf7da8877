import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's refusal above its fields, announced at once; nothing when there is none. */
export function FormError({ children, ...props }: { children: ReactNode } & Omit<AlertProps, 'children'>) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" {...props}>
      {children}
    </Alert>
  );
}
