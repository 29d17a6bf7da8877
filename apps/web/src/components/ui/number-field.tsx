import { TextInput, type TextInputProps } from '@mantine/core';
import { formatTurkishNumber, parseTurkishNumber } from '@otousta/shared/text/number';

export interface NumberFieldProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  /** Decimals written back: 2 for money, 0 for whole numbers such as km. */
  decimals?: number;
}

/**
 * A money or number box that takes what people in Turkey type ('3.500', '3.500,50', '87.500', '1 250') and writes the
 * value back grouped when the box is left, so '3500' reads '3.500'. The form reads it with `numberFromText`.
 */
export function NumberField({ value, onChange, onBlur, decimals = 2, ...props }: NumberFieldProps) {
  return (
    <TextInput
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onChange(event)}
      onBlur={(event) => {
        const parsed = parseTurkishNumber(value);
        if (parsed !== null) {
          const written = formatTurkishNumber(parsed, decimals);
          if (written !== value) onChange({ currentTarget: { value: written } });
        }
        onBlur?.(event);
      }}
    />
  );
}
