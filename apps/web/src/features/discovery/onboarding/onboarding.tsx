import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { cityOptions } from '@otousta/shared/options/cities';
import { vehicleTypes } from '@otousta/shared/options/vehicles';
import { foldTurkish } from '@otousta/shared/text/fold';
import { IconArrowLeft, IconCar, IconMotorbike } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import classes from './onboarding.module.css';

type Step = 'welcome' | 'city' | 'vehicle';

export interface OnboardingProps {
  onCity: (city: string) => void;
  /** null: the vehicle step was skipped. Either way onboarding is complete. */
  onVehicle: (vehicleType: string | null) => void;
  onSkip: () => void;
}

function StepTitle({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Each step moves the focus to its question, so screen-reader and keyboard users hear where they are.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Title order={1} ref={ref} tabIndex={-1} ta="center" fz={{ base: 24, sm: 30 }} style={{ outline: 'none' }}>
      {children}
    </Title>
  );
}

function CityStep({ onBack, onCity }: { onBack: () => void; onCity: (city: string) => void }) {
  const [search, setSearch] = useState('');
  const needle = foldTurkish(search.trim());
  const found = cityOptions.filter((c) => foldTurkish(c.label).includes(needle));
  return (
    <Stack gap="md">
      <StepTitle>Hangi şehirdesiniz?</StepTitle>
      <SearchInput label="Şehir ara" value={search} onSearch={setSearch} />
      {found.length === 0 ? (
        <Text ta="center" c="dimmed" py="lg" role="status">
          Şehir bulunamadı
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} className={classes.cities} role="group" aria-label="Şehirler">
          {found.map((city) => (
            <Button key={city.value} variant="default" onClick={() => onCity(city.value)}>
              {city.label}
            </Button>
          ))}
        </SimpleGrid>
      )}
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Geri
        </Button>
      </Group>
    </Stack>
  );
}

function VehicleStep({ onBack, onVehicle }: { onBack: () => void; onVehicle: (v: string | null) => void }) {
  return (
    <Stack gap="md">
      <StepTitle>Hangi araç türünü kullanıyorsunuz?</StepTitle>
      <SimpleGrid cols={2} spacing="md">
        {vehicleTypes.map((type) => (
          <UnstyledButton key={type.value} onClick={() => onVehicle(type.value)} aria-label={type.label}>
            <Card withBorder padding="lg" ta="center">
              {type.value === 'araba' ? (
                <IconCar size={48} stroke={1.5} aria-hidden style={{ margin: '0 auto' }} />
              ) : (
                <IconMotorbike size={48} stroke={1.5} aria-hidden style={{ margin: '0 auto' }} />
              )}
              <Text fw={600} mt="sm">
                {type.label}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Geri
        </Button>
        <Anchor component="button" type="button" onClick={() => onVehicle(null)}>
          Bu adımı atla
        </Anchor>
      </Group>
    </Stack>
  );
}

/** docs/product.md §2 'Onboarding': welcome, city and vehicle type, shown instead of the listing until completed. */
export function Onboarding({ onCity, onVehicle, onSkip }: OnboardingProps) {
  const [step, setStep] = useState<Step>('welcome');
  return (
    <Container size={560} py={{ base: 32, sm: 64 }}>
      <Card withBorder radius="md" padding="xl" shadow="sm">
        <Text size="sm" c="dimmed" ta="center" mb="xs">
          Adım {step === 'welcome' ? 1 : step === 'city' ? 2 : 3} / 3
        </Text>
        {step === 'welcome' && (
          <Stack gap="md" align="center" ta="center">
            <StepTitle>Hoş Geldiniz!</StepTitle>
            <Text c="dimmed">
              Size en yakın ve en uygun otomotiv işletmelerini gösterebilmemiz için iki kısa soru soracağız.
            </Text>
            <Group justify="center">
              <Button variant="default" onClick={onSkip}>
                Şimdi değil
              </Button>
              <Button onClick={() => setStep('city')}>Başlayalım</Button>
            </Group>
          </Stack>
        )}
        {step === 'city' && (
          <CityStep
            onBack={() => setStep('welcome')}
            onCity={(city) => {
              onCity(city);
              setStep('vehicle');
            }}
          />
        )}
        {step === 'vehicle' && <VehicleStep onBack={() => setStep('city')} onVehicle={onVehicle} />}
      </Card>
    </Container>
  );
}
