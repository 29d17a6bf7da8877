import { Chip, type ChipProps, Group, type GroupProps, Input, Text } from '@mantine/core';
import type { Option } from '@otousta/shared/options/vehicles';

interface ChipChoicesProps extends Omit<GroupProps, 'onChange'> {
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** How each chip looks. */
  chip?: Pick<ChipProps, 'size' | 'color'>;
}

/**
 * Several choices as chips, in a group that screen readers announce by the name or label it is given: how the form
 * picks sectors and brands.
 */
export function ChipChoices({ options, value, onChange, chip, ...group }: ChipChoicesProps) {
  return (
    <Chip.Group multiple value={[...value]} onChange={onChange}>
      <Group gap={6} role="group" {...group}>
        {options.map((option) => (
          <Chip key={option.value} value={option.value} size="xs" {...chip}>
            {option.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

interface ChipFieldProps extends Omit<ChipChoicesProps, 'aria-label'> {
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
  /** Said instead of the chips while there is nothing to choose from yet, e.g. before a vehicle type is chosen. */
  unavailable?: string | null;
}

/** A form field of chips: its label (which also names the chips' group), description, message and chips. */
export function ChipField({ label, description, required, error, unavailable, ...choices }: ChipFieldProps) {
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error} labelElement="div">
      {unavailable ? (
        <Text size="sm" c="dimmed" mt={4}>
          {unavailable}
        </Text>
      ) : (
        <ChipChoices mt={6} aria-label={label} {...choices} />
      )}
    </Input.Wrapper>
  );
}
