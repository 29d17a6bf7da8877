import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A field's cell in a form's grid: half a row from the small breakpoint up, so two fields stand side by side, and the
 * whole row on phones or when `wide` (an address, a description).
 */
export function FormCell({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <Grid.Col span={wide ? 12 : { base: 12, sm: 6 }}>{children}</Grid.Col>;
}
