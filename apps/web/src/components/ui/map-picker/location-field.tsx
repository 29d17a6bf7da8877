import { Button, Group, Input, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useId } from 'react';
import { formatLatLng, type PickedLocation } from './map-config';
import { MapPickerModal } from './map-picker-modal';

export interface LocationFieldProps {
  value: PickedLocation | null;
  onChange: (location: PickedLocation) => void;
  label?: string;
  description?: string;
  required?: boolean;
  error?: string | null;
}

/** A form field for a map point: shows the chosen address and coordinates (6 decimals), and opens the picker. */
export function LocationField({ value, onChange, label = 'Konum', description, required, error }: LocationFieldProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const id = useId();
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error} id={id} labelElement="div">
      <Paper
        role="group"
        aria-labelledby={`${id}-label`}
        withBorder
        p="sm"
        mt={6}
        radius="md"
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
            {value ? (
              <>
                <Text size="sm" fw={500} data-testid="location-address">
                  {value.address || 'Adres bulunamadı'}
                </Text>
                <Text size="xs" c="dimmed" data-testid="location-coordinates">
                  {formatLatLng(value)}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                Henüz konum seçilmedi.
              </Text>
            )}
          </div>
          <Button
            variant={value ? 'default' : 'outline'}
            leftSection={<IconMapPin size={18} aria-hidden />}
            onClick={open}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
            }
          >
            {value ? 'Konumu Değiştir' : 'Haritadan Konum Seç'}
          </Button>
        </Group>
      </Paper>
      <MapPickerModal opened={opened} onClose={close} onConfirm={onChange} initialValue={value} />
    </Input.Wrapper>
  );
}
