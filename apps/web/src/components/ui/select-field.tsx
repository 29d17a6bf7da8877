import { InputBase, type InputBaseProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

export interface SelectFieldProps
  extends Omit<InputBaseProps, 'rightSection' | 'pointer'>,
    Omit<ComponentPropsWithoutRef<'select'>, keyof InputBaseProps | 'children'> {
  options: readonly { value: string; label: string }[];
}

/**
 * A native select dressed as a Mantine input. Mantine's own NativeSelect brings combobox code for its chevron; this
 * keeps the first screens light. The browser's picker gives keyboard type-ahead, screen-reader and touch support.
 */
export function SelectField({ options, ...props }: SelectFieldProps) {
  return (
    <InputBase
      component="select"
      pointer
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      {...props}
    >
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </InputBase>
  );
}
