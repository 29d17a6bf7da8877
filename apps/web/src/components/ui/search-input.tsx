import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchInputProps extends Omit<TextInputProps, 'label' | 'value' | 'onChange' | 'leftSection'> {
  /** The box's accessible name, and with an ellipsis its placeholder: 'Sohbet ara'. */
  label: string;
  value: string;
  onSearch: (text: string) => void;
  iconSize?: number;
}

/** A search box without a visible label, which a list narrows by as it is typed in. */
export function SearchInput({ label, value, onSearch, iconSize = 16, ...props }: SearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={`${label}...`}
      leftSection={<IconSearch size={iconSize} aria-hidden />}
      value={value}
      onChange={(event) => onSearch(event.currentTarget.value)}
      {...props}
    />
  );
}
