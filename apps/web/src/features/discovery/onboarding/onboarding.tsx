import { Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { vehicleTypes } from '@otousta/shared/options/vehicles';
import { IconCar, IconMotorbike } from '@tabler/icons-react';

export interface WelcomeHelperProps {
  onVehicle: (vehicleType: string) => void;
  onDismiss: () => void;
}

/**
 * docs/product.md §2 'Welcome helper': one optional question above the home list, closed with one tap. The list,
 * the search and the emergency button never wait for it.
 */
export function WelcomeHelper({ onVehicle, onDismiss }: WelcomeHelperProps) {
  return (
    <Paper withBorder radius="md" p="md" bg="blue.0" component="section" aria-labelledby="welcome-title">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={6}>
          <Title order={2} fz="lg" id="welcome-title">
            Hoş Geldiniz!
          </Title>
          <Text size="sm">
            Hangi araç türünü kullanıyorsunuz? Listeyi ona göre daraltalım; istediğiniz zaman değiştirebilirsiniz.
          </Text>
        </Stack>
        <CloseButton aria-label="Hoş geldiniz kutusunu kapat" onClick={onDismiss} />
      </Group>
      <Group gap="sm" mt="sm">
        {vehicleTypes.map((type) => (
          <Button
            key={type.value}
            variant="default"
            leftSection={
              type.value === 'araba' ? <IconCar size={18} aria-hidden /> : <IconMotorbike size={18} aria-hidden />
            }
            onClick={() => onVehicle(type.value)}
          >
            {type.label}
          </Button>
        ))}
        <Button variant="subtle" color="gray" onClick={onDismiss}>
          Şimdi değil
        </Button>
      </Group>
    </Paper>
  );
}
