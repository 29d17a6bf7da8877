import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPlateInput } from '@otousta/shared/text/plate';

/** The plate box: spaces and capitals come as one types ('34abc123' shows '34 ABC 123'). */
export function PlateInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(formatPlateInput(event.currentTarget.value))}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      maxLength={12}
      placeholder="34 ABC 123"
    />
  );
}
